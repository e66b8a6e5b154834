// Billing routes staff use: a tenant calling one is signed in but not allowed (403, DESIGN §3),
// signed out is 401.
import type { FastifyRequest } from 'fastify';
import type { Capability } from '@pgportal/contracts/capabilities';
import { forbidden, HttpError } from '../errors';
import { requireCapability, sessionCookie, TENANT_COOKIE, type Guard } from '../plugins/auth';
import { tenantOfSession } from '../services/sessions';

export function requireStaffCapability(capability: Capability): Guard {
  const staffGuard = requireCapability(capability);
  const check = async (request: FastifyRequest) => {
    try {
      await staffGuard(request);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
      const token = sessionCookie(request, TENANT_COOKIE);
      const { db, config } = request.server.deps;
      if (token && (await tenantOfSession(db, token, config))) throw forbidden();
      throw error;
    }
  };
  return Object.assign(check, { access: staffGuard.access, sessions: staffGuard.sessions });
}
