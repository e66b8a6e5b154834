// What the public pages need from the request before they are sent (issue 28). / runs no script
// and the sign-in pages start theirs only when the visitor acts, so the server decides what the
// browser used to: a signed-in visitor goes to their area (SPEC §2: staff to /app, from a sign-in
// page to the dashboard; a tenant to /tenant), read from the session cookie and the database as the
// guards do. Everyone else gets the page; the landing page in the language chosen before sign-in
// (issue 27): `/?lang=hi` chooses it and keeps it in the cookie the browser's language store shares.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, isLanguage, type Language } from '@pgportal/contracts/enums';
import { PATHS } from '@pgportal/contracts/paths';
import { LANGUAGE_PARAM, type PrerenderedRoute } from '@pgportal/contracts/prerender';
import { staffOfSession, tenantOfSession } from '../services/auth/sessions';
import { STAFF_COOKIE, TENANT_COOKIE, sessionCookie } from './auth';

const LANGUAGE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The pages a signed-in visitor does not see, with where staff go from each (as the client's guards did). */
const STAFF_HOMES: Partial<Record<PrerenderedRoute['page'], string>> = {
  landing: PATHS.app,
  login: PATHS.dashboard,
  'tenant-login': PATHS.dashboard,
};

/**
 * Where a signed-in visitor of `page` belongs (staff first, as the client's guard did), or null when
 * signed out or when the page is for everyone.
 */
export async function signedInHome(request: FastifyRequest, page: PrerenderedRoute['page']): Promise<string | null> {
  const staffHome = STAFF_HOMES[page];
  if (!staffHome) return null;
  const { deps } = request.server;
  const staffToken = sessionCookie(request, STAFF_COOKIE);
  if (staffToken && (await staffOfSession(deps, staffToken))) return staffHome;
  const tenantToken = sessionCookie(request, TENANT_COOKIE);
  if (tenantToken && (await tenantOfSession(deps, tenantToken))) return PATHS.tenantArea;
  return null;
}

/** The signed-in tenant's id (the tenant's session cookie, read as the guards do), or null. */
export async function signedInTenantId(request: FastifyRequest): Promise<string | null> {
  const token = sessionCookie(request, TENANT_COOKIE);
  const tenant = token ? await tenantOfSession(request.server.deps, token) : null;
  return tenant?.id ?? null;
}

/**
 * The language of the landing page: the one the switch asked for (kept in the cookie from now on),
 * else the cookie's, else English. An unknown `lang` is ignored, not refused: it is a page, not an API.
 */
export function landingLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  if (isLanguage(asked)) {
    reply.setCookie(LANGUAGE_COOKIE, asked, {
      path: '/',
      sameSite: 'lax',
      // the browser's language store reads and writes it too
      httpOnly: false,
      secure: request.server.deps.config.isProduction,
      maxAge: LANGUAGE_MAX_AGE_S,
    });
    return asked;
  }
  const kept = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(kept) ? kept : 'en';
}
