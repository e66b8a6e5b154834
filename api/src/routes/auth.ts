// Staff sign-in (SPEC §7 Authentication) and logout for everyone.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { userAnswerSchema } from '@pgportal/contracts/responses';
import { z } from 'zod';
import { okResponse } from '../http/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { loginSchema, verifyOtpSchema } from '@pgportal/contracts/schemas';
import {
  clearSessionCookies,
  sessionCookie,
  setSessionCookie,
  STAFF_COOKIE,
  TENANT_COOKIE,
} from '../plugins/auth';
import { clientKey, limitCodeChecks, limitCodeRequests } from '../plugins/sign-in-limit';
import { unauthorized } from '../errors';
import { ok } from '../http/reply';
import { findStaff, presentUser } from '../services/users/read';
import { endSession } from '../services/auth/sessions';
import { completeSignIn, requestSignInCode } from '../services/auth/write';

export const CODE_SENT = MESSAGES.otpSent;
export const CODE_VERIFIED = MESSAGES.otpVerified;

const tags = ['Authentication'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The per-address limits run before validation, so malformed attempts count too.
  app.post(
    API_ROUTES.authLogin.pattern,
    { preValidation: limitCodeRequests, schema: { tags, body: loginSchema, response: okResponse(z.null()) } },
    async (request) => {
      await requestSignInCode(app.deps, 'staff', request.body.email, request.log, clientKey(request));
      return ok(CODE_SENT, null);
    },
  );

  app.post(
    API_ROUTES.authVerifyOtp.pattern,
    {
      preValidation: limitCodeChecks,
      schema: { tags, body: verifyOtpSchema, response: okResponse(userAnswerSchema) },
    },
    async (request, reply) => {
      const { email, otp } = request.body;
      const { token, row } = await completeSignIn(app.deps, 'staff', email, otp);
      const user = await findStaff(app.deps.db, row.id);
      if (!user) throw unauthorized();
      setSessionCookie(reply, STAFF_COOKIE, token);
      return ok(CODE_VERIFIED, presentUser(user));
    },
  );

  // Ends whichever sessions the request carries (staff and tenant) and clears both cookies.
  app.get(
    API_ROUTES.authLogout.pattern,
    { config: { csrf: true }, schema: { tags, response: okResponse(z.null()) } },
    async (request, reply) => {
      for (const name of [STAFF_COOKIE, TENANT_COOKIE]) {
        const token = sessionCookie(request, name);
        if (token) await endSession(app.deps.db, token);
      }
      clearSessionCookies(reply);
      return ok(MESSAGES.loggedOut, null);
    },
  );
};
