// CSRF: a state-changing request must come from the portal's own origin (PUBLIC_URL) or an allowed
// remote origin. It passes only with such an Origin header or, with no Origin at all, when the
// browser says Sec-Fetch-Site: same-origin or none (a request the user made, not another page).
// Anything else is refused, including same-site pages, Referer alone, and clients that send none
// of these headers: scripts and API clients send `Origin: <PUBLIC_URL>`.
// The Host header is never trusted here: under DNS rebinding it names the attacker's site.
// GET /auth/logout (the spec's form) opts in with `config: { csrf: true }`: it passes unless the
// browser says the request came from another site (Sec-Fetch-Site, or a foreign Origin or Referer).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteOrigins, type Config } from '../config';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a GET that changes state: refused when another site drove it */
    csrf?: boolean;
  }
}
export const CROSS_SITE = 'Cross-site request refused.';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function trustedOrigins(config: Config): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...remoteOrigins(config)]);
}

export function registerCsrf(app: FastifyInstance, config: Config) {
  const trusted = trustedOrigins(config);
  const isTrusted = (value: string | undefined) => {
    const origin = value === undefined ? null : originOf(value);
    return origin !== null && trusted.has(origin);
  };

  /** A write: an allowed Origin, or no Origin and a request the browser says the user made. */
  const writeAllowed = (request: FastifyRequest) => {
    const { origin } = request.headers;
    if (origin !== undefined) return isTrusted(origin);
    const site = request.headers['sec-fetch-site'];
    return site === 'same-origin' || site === 'none';
  };

  /** A navigation that changes state (GET /auth/logout): refused only when another site drove it. */
  const navigationAllowed = (request: FastifyRequest) => {
    const { origin, referer } = request.headers;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
    if (origin !== undefined && !isTrusted(origin)) return false;
    if (referer !== undefined && !isTrusted(referer)) return false;
    return true;
  };

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) {
      if (request.routeOptions.config.csrf && !navigationAllowed(request)) throw forbidden(CROSS_SITE);
      return;
    }
    if (!writeAllowed(request)) throw forbidden(CROSS_SITE);
  });
}
