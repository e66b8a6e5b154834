// Per-address limit on the public verify routes (issue 44): /verify/<token>, GET /verify/<token>
// and GET /verify/keys answer anyone without sign-in, so each client address (an IPv4 address or
// an IPv6 /64, as the sign-in limits count them) may check at most VERIFY_CHECKS_PER_ADDRESS in a
// minute: plenty for people scanning papers, too few to walk tokens. Counted in the database
// (services/auth/rate-limit.ts), so every server counts alike (DESIGN §6).
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import { takeToken, type Limit } from '../services/auth/rate-limit';
import { clientKey } from './sign-in-limit';

/** Paper checks (the page, the JSON answer and the public keys together) per client address. */
export const VERIFY_CHECKS_PER_ADDRESS: Limit = { max: 60, windowMs: 60_000 };

/** What the refusal says, with the seconds to wait. */
export const verifyLimitMessage = (seconds: number) =>
  `Too many paper checks from your network. Try again in ${seconds} seconds.`;

/** Counts one check of the caller: null when allowed, else the seconds until they may check again. */
export async function takeVerifyCheck(request: FastifyRequest): Promise<number | null> {
  const key = `ip-verify:${clientKey(request)}`;
  const result = await takeToken(request.server.deps.db, key, VERIFY_CHECKS_PER_ADDRESS);
  return result.ok ? null : Math.ceil(result.retryAfterMs / 1000);
}

/** The JSON routes' guard: a 429 with Retry-After once the address has used its checks. */
export async function limitVerifyChecks(request: FastifyRequest): Promise<void> {
  const seconds = await takeVerifyCheck(request);
  if (seconds !== null) throw tooManyRequests(verifyLimitMessage(seconds), seconds);
}
