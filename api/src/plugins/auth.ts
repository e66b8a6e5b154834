// Who is asking: the staff session (cookie `token`) and the tenant session (cookie `session`).
// In production the cookies are named `__Host-token` and `__Host-session`: browsers accept such a
// cookie only with Secure, path / and no Domain, so a sibling subdomain cannot plant one.
// Routes declare what they need with the guards below, as preHandlers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminRole } from '@pgportal/contracts/enums';
import type { Config } from '../config';
import type { TenantRow, UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { staffOfSession, tenantOfSession } from '../services/sessions';

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
    /** the signed-in staff user, set by requireStaff */
    staff: UserRow | null;
    /** the signed-in tenant, set by requireTenant */
    tenant: TenantRow | null;
  }
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.decorateRequest('tenant', null);
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

/** Guard: a staff session, optionally with one of `roles` (else 403). */
export function requireStaff(roles?: readonly AdminRole[]) {
  return async (request: FastifyRequest) => {
    const token = sessionCookie(request, STAFF_COOKIE);
    const { db, config } = request.server.deps;
    const user = token ? await staffOfSession(db, token, config) : null;
    if (!user) throw unauthorized();
    if (roles && !roles.includes(user.role)) throw forbidden();
    request.staff = user;
  };
}

/** Guard: a tenant session. */
export async function requireTenant(request: FastifyRequest) {
  const token = sessionCookie(request, TENANT_COOKIE);
  const { db, config } = request.server.deps;
  const tenant = token ? await tenantOfSession(db, token, config) : null;
  if (!tenant) throw unauthorized();
  request.tenant = tenant;
}

/** The staff user a guarded handler runs for. */
export function staffOf(request: FastifyRequest): UserRow {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

export function tenantOf(request: FastifyRequest): TenantRow {
  if (!request.tenant) throw unauthorized();
  return request.tenant;
}

export const ADMINS: readonly AdminRole[] = ['SUPER_ADMIN', 'OWNER'];
export const ALL_STAFF: readonly AdminRole[] = ['SUPER_ADMIN', 'OWNER', 'MANAGER'];
