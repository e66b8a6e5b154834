// Per-address limits on the sign-in routes, counted in the database like every other limit.
// An address is the client's IPv4 address or its IPv6 /64: one subscriber usually holds a whole
// /64, so counting single IPv6 addresses would give them billions of quotas.
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import { takeToken, type Limit } from '../services/auth/rate-limit';

const TEN_MINUTES = 10 * 60_000;
/** Code requests (POST /auth/login, /tenant/login) per client address. */
export const CODE_REQUESTS_PER_ADDRESS: Limit = { max: 30, windowMs: TEN_MINUTES };
/** Code checks (POST /auth/verify-otp, /tenant/verify-auth-otp) per client address. */
export const CODE_CHECKS_PER_ADDRESS: Limit = { max: 60, windowMs: TEN_MINUTES };

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[2]!.split('.').map(Number) as [number, number, number, number];
    text = `${v4[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups =
    tail === undefined
      ? left
      : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 &&
    groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

/** The key a client address is counted under: an IPv4 address, or the /64 of an IPv6 address. */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The address key of the caller (request.ip honours TRUST_PROXY). */
export const clientKey = (request: FastifyRequest) => addressKey(request.ip);

function perAddress(bucket: string, limit: Limit) {
  return async (request: FastifyRequest) => {
    const result = await takeToken(request.server.deps.db, `${bucket}:${clientKey(request)}`, limit);
    if (!result.ok) {
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      throw tooManyRequests(`Too many requests. Try again in ${seconds} seconds.`, seconds);
    }
  };
}

export const limitCodeRequests = perAddress('ip-code-requests', CODE_REQUESTS_PER_ADDRESS);
export const limitCodeChecks = perAddress('ip-code-checks', CODE_CHECKS_PER_ADDRESS);
