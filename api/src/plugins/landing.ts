// What / needs from the request before the landing page is sent (issue 28): the page runs no
// script, so the server decides what the browser used to. A signed-in visitor goes to their area
// (SPEC §2: staff to /app, a tenant to /tenant), read from the session cookie and the database as
// the guards do; everyone else gets the landing page in the language chosen before sign-in
// (issue 27): `/?lang=hi` chooses it and keeps it in the cookie the browser's language store shares.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, isLanguage, type Language } from '@pgportal/contracts/enums';
import { PATHS } from '@pgportal/contracts/paths';
import { LANGUAGE_PARAM } from '@pgportal/contracts/prerender';
import { staffOfSession, tenantOfSession } from '../services/sign-in/sessions';
import { STAFF_COOKIE, TENANT_COOKIE, sessionCookie } from './auth';

const LANGUAGE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Where a signed-in visitor of / belongs (staff first, as the client's guard did), or null when signed out. */
export async function signedInHome(request: FastifyRequest): Promise<string | null> {
  const { deps } = request.server;
  const staffToken = sessionCookie(request, STAFF_COOKIE);
  if (staffToken && (await staffOfSession(deps, staffToken))) return PATHS.app;
  const tenantToken = sessionCookie(request, TENANT_COOKIE);
  if (tenantToken && (await tenantOfSession(deps, tenantToken))) return PATHS.tenantArea;
  return null;
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
