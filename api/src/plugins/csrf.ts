// CSRF: a state-changing request from a browser must come from the portal's own origin (or an
// allowed remote origin). Decision: the Origin header is checked, then Referer when Origin is
// absent; a request with neither is refused only when the browser says Sec-Fetch-Site: cross-site.
// Requests with none of these headers come from non-browser clients (curl, tests, scripts), which
// cannot be driven by another site and carry no ambient cookies unless given them.
// A GET that changes state (GET /auth/logout, as the spec has it) opts in with `config: { csrf: true }`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteOrigins, type Config } from '../config';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** check the origin even on a GET */
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

export function registerCsrf(app: FastifyInstance, config: Config) {
  const trusted = new Set([new URL(config.publicUrl).origin, ...remoteOrigins(config)]);
  const isTrusted = (request: FastifyRequest, origin: string | null) =>
    origin !== null && (trusted.has(origin) || origin === `${request.protocol}://${request.host}`);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config.csrf) return;
    const { origin, referer } = request.headers;
    if (origin !== undefined) {
      if (!isTrusted(request, originOf(origin))) throw forbidden(CROSS_SITE);
      return;
    }
    if (referer !== undefined) {
      if (!isTrusted(request, originOf(referer))) throw forbidden(CROSS_SITE);
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(CROSS_SITE);
  });
}
