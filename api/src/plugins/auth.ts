// Who is asking: the staff session (cookie `token`) and the tenant session (cookie `session`).
// In production the cookies are named `__Host-token` and `__Host-session`: browsers accept such a
// cookie only with Secure, path / and no Domain, so a sibling subdomain cannot plant one.
// Routes declare what they need with the guards below, as onRequest hooks (before the body is
// read or validated). A guard sets request.staff or request.tenant, and request.scope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, rolesFor, type Capability } from '@pgportal/contracts/capabilities';
import { isStaffRole } from '@pgportal/contracts/enums';
import type { Config } from '../config';
import type { TenantRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { staffScope, tenantScope, type AccessScope } from '../services/access';
import type { StaffRow } from '../services/users/read';
import { staffOfSession, tenantOfSession } from '../services/auth/sessions';

export const STAFF_COOKIE = 'token' as const;
export const TENANT_COOKIE = 'session' as const;
type SessionCookie = typeof STAFF_COOKIE | typeof TENANT_COOKIE;

/** The cookie's name on the wire: `__Host-` prefixed in production. */
export function cookieName(config: Config, name: SessionCookie): string {
  return config.isProduction ? `__Host-${name}` : name;
}

/** The session token the request carries in that cookie, if any. */
export function sessionCookie(request: FastifyRequest, name: SessionCookie): string | undefined {
  return request.cookies[cookieName(request.server.deps.config, name)];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in staff user, set by the staff guards */
    staff: StaffRow | null;
    /** the signed-in tenant, set by the tenant guards */
    tenant: TenantRow | null;
    /** what the caller may do and see, set by every guard */
    scope: AccessScope | null;
  }
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('scope', null);
}

export function sessionCookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: config.isProduction,
    maxAge: Math.floor(config.sessionMaxMs / 1000),
  };
}

export function setSessionCookie(reply: FastifyReply, name: SessionCookie, token: string) {
  const { config } = reply.server.deps;
  reply.setCookie(cookieName(config, name), token, sessionCookieOptions(config));
}

/** Clears both session cookies (path /), as logout must. */
export function clearSessionCookies(reply: FastifyReply) {
  const { config } = reply.server.deps;
  const { secure } = sessionCookieOptions(config);
  for (const name of [STAFF_COOKIE, TENANT_COOKIE]) {
    reply.clearCookie(cookieName(config, name), { path: '/', httpOnly: true, sameSite: 'lax', secure });
  }
}

/** Reads the staff session, if any, into request.staff and request.scope. */
async function loadStaff(request: FastifyRequest): Promise<boolean> {
  const token = sessionCookie(request, STAFF_COOKIE);
  const user = token ? await staffOfSession(request.server.deps, token) : null;
  if (!user) return false;
  request.staff = user;
  request.scope = staffScope(user);
  return true;
}

/** Reads the tenant session, if any, into request.tenant and request.scope. */
async function loadTenant(request: FastifyRequest): Promise<boolean> {
  const token = sessionCookie(request, TENANT_COOKIE);
  const tenant = token ? await tenantOfSession(request.server.deps, token) : null;
  if (!tenant) return false;
  request.tenant = tenant;
  request.scope = tenantScope(tenant);
  return true;
}

type SessionKind = 'staff' | 'tenant';

export type Guard = ((request: FastifyRequest) => Promise<void>) & {
  /** who the guard lets through, and with which sessions, for the API document */
  access: string;
  sessions: SessionKind[];
};

const guard = (
  access: string,
  sessions: SessionKind[],
  check: (request: FastifyRequest) => Promise<void>,
): Guard => Object.assign(check, { access, sessions });

/**
 * A staff route refusing a caller with no staff session: 403 for a signed-in tenant (their role
 * may not), 401 for nobody.
 */
async function refuseWithoutStaff(request: FastifyRequest): Promise<never> {
  const token = sessionCookie(request, TENANT_COOKIE);
  if (token && (await tenantOfSession(request.server.deps, token))) throw forbidden();
  throw unauthorized();
}

/** Guard: any staff session. A signed-in tenant gets 403, nobody 401. */
export const requireStaff = guard('any staff user', ['staff'], async (request) => {
  if (!(await loadStaff(request))) await refuseWithoutStaff(request);
});

/** Guard: a tenant session (staff signed in on this browser are not a tenant: 401). */
export const requireTenant = guard('a signed-in tenant', ['tenant'], async (request) => {
  if (!(await loadTenant(request))) throw unauthorized();
});

/** Guard: a staff or a tenant session (routes both serve, each within their scope). */
export const requireSignedIn = guard('staff or a tenant', ['staff', 'tenant'], async (request) => {
  if (!(await loadStaff(request)) && !(await loadTenant(request))) throw unauthorized();
});

/**
 * Guard: the caller's role holds `capability` (contracts/capabilities.ts). Signed out, 401; signed
 * in with a role that may not (a tenant on a staff route included), 403.
 */
export function requireCapability(capability: Capability, refused?: string): Guard {
  const roles = rolesFor(capability);
  const staffMay = roles.some((role) => isStaffRole(role));
  const tenantMay = roles.includes('TENANT');
  const sessions: SessionKind[] = [
    ...(staffMay ? ['staff' as const] : []),
    ...(tenantMay ? ['tenant' as const] : []),
  ];
  return guard(`${roles.join(', ')} (${capability})`, sessions, async (request) => {
    const signedIn = (staffMay && (await loadStaff(request))) || (tenantMay && (await loadTenant(request)));
    if (!signedIn) {
      // Signed in, but as the other kind (a tenant on a staff route, or staff on a tenant's): 403.
      const otherKind = staffMay ? !tenantMay && (await loadTenant(request)) : await loadStaff(request);
      if (otherKind) throw forbidden(refused);
      throw unauthorized();
    }
    if (!can(request.scope?.role, capability)) throw forbidden(refused);
  });
}

/** The signed-in staff user of a guarded handler. */
export function staffOf(request: FastifyRequest): StaffRow {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

export function tenantOf(request: FastifyRequest): TenantRow {
  if (!request.tenant) throw unauthorized();
  return request.tenant;
}

/** The access scope of a guarded handler. */
export function scopeOf(request: FastifyRequest): AccessScope {
  if (!request.scope) throw unauthorized();
  return request.scope;
}
