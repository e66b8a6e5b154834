// GET /auth/session: who is signed in on this browser, staff or tenant, in one call. Nobody signed
// in is an answer (200 with kind null), not an error, so a first visit costs one quiet request.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { sessionCookie, STAFF_COOKIE, TENANT_COOKIE } from '../plugins/auth';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { sessionAnswerSchema } from '@pgportal/contracts/responses';
import { presentTenantSummary } from '../services/tenants/read';
import { presentUser } from '../services/users/read';
import { staffOfSession, tenantOfSession } from '../services/auth/sessions';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.authSession.pattern,
    { schema: { tags: ['Authentication'], response: okResponse(sessionAnswerSchema) } },
    async (request) => {
      const { deps } = app;
      const staffToken = sessionCookie(request, STAFF_COOKIE);
      const user = staffToken ? await staffOfSession(deps, staffToken) : null;
      if (user) return ok(MESSAGES.signedIn, { kind: 'staff' as const, user: presentUser(user) });
      const tenantToken = sessionCookie(request, TENANT_COOKIE);
      const tenant = tenantToken ? await tenantOfSession(deps, tenantToken) : null;
      if (tenant)
        return ok(MESSAGES.signedIn, { kind: 'tenant' as const, tenant: presentTenantSummary(tenant) });
      return ok(MESSAGES.notSignedIn, { kind: null });
    },
  );
};
