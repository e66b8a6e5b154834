// Staff sign-in (SPEC §7 Authentication) and logout for everyone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginSchema, verifyOtpSchema } from '@pgportal/contracts/schemas';
import {
  clearSessionCookies,
  sessionCookie,
  setSessionCookie,
  STAFF_COOKIE,
  TENANT_COOKIE,
} from '../plugins/auth';
import { clientKey, limitCodeChecks, limitCodeRequests } from '../plugins/sign-in-limit';
import { ok } from '../http/reply';
import { parseBody } from '../http/validate';
import { presentUser } from '../services/present';
import { endSession } from '../services/sessions';
import { completeSignIn, requestSignInCode } from '../services/sign-in';

export const CODE_SENT = 'OTP has been sent to your email';
export const CODE_VERIFIED = 'OTP verified successfully';

export async function authRoutes(app: FastifyInstance) {
  app.post('/auth/login', { preHandler: limitCodeRequests }, async (request: FastifyRequest) => {
    const { email } = parseBody(loginSchema, request.body);
    await requestSignInCode(app.deps, 'staff', email, request.log, clientKey(request));
    return ok(CODE_SENT, null);
  });

  app.post('/auth/verify-otp', { preHandler: limitCodeChecks }, async (request, reply) => {
    const { email, otp } = parseBody(verifyOtpSchema, request.body);
    const { token, row } = await completeSignIn(app.deps, 'staff', email, otp);
    setSessionCookie(reply, STAFF_COOKIE, token);
    return ok(CODE_VERIFIED, presentUser(row));
  });

  // Ends whichever sessions the request carries (staff and tenant) and clears both cookies.
  app.get('/auth/logout', { config: { csrf: true } }, async (request, reply) => {
    for (const name of [STAFF_COOKIE, TENANT_COOKIE]) {
      const token = sessionCookie(request, name);
      if (token) await endSession(app.deps.db, token);
    }
    clearSessionCookies(reply);
    return ok('Logged out successfully', null);
  });
}
