// Tenant sign-in, e-mail verification and profile (SPEC §7 Authentication).
import type { FastifyInstance } from 'fastify';
import { loginSchema, verifyEmailSchema, verifyOtpSchema } from '@pgportal/contracts/schemas';
import {
  ALL_STAFF,
  requireStaff,
  requireTenant,
  setSessionCookie,
  staffOf,
  TENANT_COOKIE,
  tenantOf,
} from '../plugins/auth';
import { clientKey, limitCodeChecks, limitCodeRequests } from '../plugins/sign-in-limit';
import { ok } from '../http/reply';
import { parseBody } from '../http/validate';
import { presentTenantSummary } from '../services/present';
import { completeSignIn, requestSignInCode } from '../services/sign-in';
import { resendTenantVerification } from '../services/tenant-identity';
import { verifyEmail } from '../services/verification';
import { CODE_SENT, CODE_VERIFIED } from './auth';

export async function tenantAuthRoutes(app: FastifyInstance) {
  app.post('/tenant/login', { preHandler: limitCodeRequests }, async (request) => {
    const { email } = parseBody(loginSchema, request.body);
    await requestSignInCode(app.deps, 'tenant', email, request.log, clientKey(request));
    return ok(CODE_SENT, null);
  });

  app.post('/tenant/verify-auth-otp', { preHandler: limitCodeChecks }, async (request, reply) => {
    const { email, otp } = parseBody(verifyOtpSchema, request.body);
    const { token, row } = await completeSignIn(app.deps, 'tenant', email, otp);
    setSessionCookie(reply, TENANT_COOKIE, token);
    return ok(CODE_VERIFIED, presentTenantSummary(row));
  });

  app.post('/tenant/verify', async (request) => {
    const { token } = parseBody(verifyEmailSchema, request.body);
    await verifyEmail(app.deps.db, 'tenant', token);
    return ok('Email Verified!', null);
  });

  app.post<{ Params: { tenantId: string } }>(
    '/tenant/resend-verification-token/:tenantId',
    { preHandler: requireStaff(ALL_STAFF) },
    async (request) => {
      await resendTenantVerification(app.deps, staffOf(request), request.params.tenantId);
      return ok('Verification Email Sent Successfully', null);
    },
  );

  app.get('/tenant/profile', { preHandler: requireTenant }, async (request) => {
    return ok('Profile fetched successfully', presentTenantSummary(tenantOf(request)));
  });
}
