// Per-address limits on the sign-in routes, counted in the database like every other limit.
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';
import { takeToken, type Limit } from '../services/rate-limit';

const TEN_MINUTES = 10 * 60_000;
/** Code requests (POST /auth/login, /tenant/login) per client address. */
export const CODE_REQUESTS_PER_ADDRESS: Limit = { max: 30, windowMs: TEN_MINUTES };
/** Code checks (POST /auth/verify-otp, /tenant/verify-auth-otp) per client address. */
export const CODE_CHECKS_PER_ADDRESS: Limit = { max: 60, windowMs: TEN_MINUTES };

function perAddress(bucket: string, limit: Limit) {
  return async (request: FastifyRequest) => {
    const result = await takeToken(request.server.deps.db, `${bucket}:${request.ip}`, limit);
    if (!result.ok) {
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      throw tooManyRequests(`Too many requests. Try again in ${seconds} seconds.`, seconds);
    }
  };
}

export const limitCodeRequests = perAddress('ip-code-requests', CODE_REQUESTS_PER_ADDRESS);
export const limitCodeChecks = perAddress('ip-code-checks', CODE_CHECKS_PER_ADDRESS);
