// Tenant sign-in, e-mail verification and profile (SPEC §7 Authentication).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { tenantAnswerSchema, tenantSummaryAnswerSchema } from '@pgportal/contracts/responses';
import { okResponse } from '../http/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { tenantLoginSchema, verifyEmailSchema, verifyOtpSchema } from '@pgportal/contracts/schemas';
import { z } from 'zod';
import { objectId } from '../http/schema';
import {
  requireCapability,
  requireTenant,
  scopeOf,
  setSessionCookie,
  TENANT_COOKIE,
  tenantOf,
} from '../plugins/auth';
import { clientKey, limitCodeChecks, limitCodeRequests } from '../plugins/sign-in-limit';
import { ok } from '../http/reply';
import { presentTenantSummary } from '../services/tenants/read';
import { completeSignIn, requestSignInCode } from '../services/auth/write';
import { resendTenantVerification } from '../services/tenants/verification';
import { ownTenant } from '../services/tenants/write';
import { verifyEmail } from '../services/auth/verification';
import { CODE_SENT, CODE_VERIFIED } from './auth';

const tags = ['Tenants'];

export const tenantAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_ROUTES.tenantLogin.pattern,
    {
      preValidation: limitCodeRequests,
      schema: { tags, body: tenantLoginSchema, response: okResponse(z.null()) },
    },
    async (request) => {
      const { email, language } = request.body;
      // Before sign-in, the language the page sent is the answer's (and the code mail's).
      request.answerLanguage = language ?? null;
      await requestSignInCode(app.deps, 'tenant', email, request.log, clientKey(request), language);
      return ok(CODE_SENT, null);
    },
  );

  app.post(
    API_ROUTES.tenantVerifyAuthOtp.pattern,
    {
      preValidation: limitCodeChecks,
      schema: { tags, body: verifyOtpSchema, response: okResponse(tenantSummaryAnswerSchema) },
    },
    async (request, reply) => {
      const { email, otp } = request.body;
      const { token, row } = await completeSignIn(app.deps, 'tenant', email, otp);
      setSessionCookie(reply, TENANT_COOKIE, token);
      return ok(CODE_VERIFIED, presentTenantSummary(row));
    },
  );

  app.post(
    API_ROUTES.tenantVerify.pattern,
    { schema: { tags, body: verifyEmailSchema, response: okResponse(z.null()) } },
    async (request) => {
      await verifyEmail(app.deps.db, 'tenant', request.body.token);
      return ok(MESSAGES.emailVerified, null);
    },
  );

  app.post(
    API_ROUTES.tenantResendVerification.pattern,
    {
      onRequest: requireCapability('tenants.manage'),
      schema: {
        tags,
        params: z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') }),
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await resendTenantVerification(app.deps, scopeOf(request), request.params.tenantId);
      return ok(MESSAGES.verificationEmailSent, null);
    },
  );

  app.get(
    API_ROUTES.tenantProfile.pattern,
    { onRequest: requireTenant, schema: { tags, response: okResponse(tenantAnswerSchema) } },
    async (request) => {
      return ok(MESSAGES.profileFetched, await ownTenant(app.deps.db, tenantOf(request).id));
    },
  );
};
