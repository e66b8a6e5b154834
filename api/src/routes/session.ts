// GET /auth/session: who is signed in on this browser, staff or tenant, in one call. Nobody signed
// in is an answer (200 with kind null), not an error, so a first visit costs one quiet request.
import type { FastifyInstance } from 'fastify';
import { sessionCookie, STAFF_COOKIE, TENANT_COOKIE } from '../plugins/auth';
import { ok } from '../http/reply';
import { presentTenantSummary, presentUser } from '../services/present';
import { staffOfSession, tenantOfSession } from '../services/sessions';

export async function sessionRoutes(app: FastifyInstance) {
  app.get('/auth/session', async (request) => {
    const { db, config } = app.deps;
    const staffToken = sessionCookie(request, STAFF_COOKIE);
    const user = staffToken ? await staffOfSession(db, staffToken, config) : null;
    if (user) return ok('Signed in', { kind: 'staff', user: presentUser(user) });
    const tenantToken = sessionCookie(request, TENANT_COOKIE);
    const tenant = tenantToken ? await tenantOfSession(db, tenantToken, config) : null;
    if (tenant) return ok('Signed in', { kind: 'tenant', tenant: presentTenantSummary(tenant) });
    return ok('Not signed in', { kind: null });
  });
}
