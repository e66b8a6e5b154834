// DNS rebinding: a page on another site whose name is made to resolve to this server's address
// reaches it with that site's name in the Host header. The server answers only for its own names:
// PUBLIC_URL's host, localhost, 127.0.0.1 and [::1] (any port: the e2e and bench servers use their
// own), and ALLOWED_HOSTS. Any other Host gets 421 Misdirected Request.
// Of those, only PUBLIC_URL's origin may write (plugins/csrf.ts), so a page asked for by another of
// them is sent to PUBLIC_URL (publicPageRedirect), where signing in works.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostnameOf, type Config } from '../config';
import { HttpError } from '../errors';

export const UNKNOWN_HOST =
  'This server does not answer for this host name. Open the portal at its own address, or add the name to ALLOWED_HOSTS.';
export const NO_HOST = 'The request has no valid Host header.';

export function allowedHostnames(config: Config): Set<string> {
  return new Set([
    new URL(config.publicUrl).hostname,
    'localhost',
    '127.0.0.1',
    '[::1]',
    ...config.allowedHosts,
  ]);
}

export function registerHostCheck(app: FastifyInstance, config: Config) {
  const allowed = allowedHostnames(config);
  app.addHook('onRequest', async (request) => {
    // request.host is X-Forwarded-Host only when TRUST_PROXY trusts the sender, else the Host header.
    const name = request.host ? hostnameOf(request.host) : null;
    if (name === null) throw new HttpError(400, NO_HOST);
    if (!allowed.has(name)) throw new HttpError(421, UNKNOWN_HOST);
  });
}

/**
 * The host the browser asked for, when the server can tell: behind a proxy that does not pass it on
 * (X-Forwarded-Host, trusted by TRUST_PROXY) the Host header may name the proxy's upstream, and
 * sending that browser to PUBLIC_URL would bring it straight back here, for ever.
 */
function browserHost(request: FastifyRequest): string | null {
  const { headers } = request;
  if (headers['x-forwarded-host'] !== undefined) return request.host !== headers.host ? request.host : null;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return null;
  return headers.host ?? null;
}

/**
 * For a page asked for by an address other than PUBLIC_URL's (http://127.0.0.1:3000, a LAN name in
 * ALLOWED_HOSTS): the same path and query at PUBLIC_URL, where writes are allowed. Null otherwise.
 */
export function publicPageRedirect(config: Config): (request: FastifyRequest) => string | null {
  const publicUrl = new URL(config.publicUrl);
  return (request) => {
    const host = browserHost(request);
    if (host === null) return null;
    let asked: string;
    try {
      // Parsed with PUBLIC_URL's scheme, so its default port compares equal to none (x.com:443).
      asked = new URL(`${publicUrl.protocol}//${host}`).host;
    } catch {
      return null;
    }
    return asked === publicUrl.host ? null : `${config.publicUrl}${request.url}`;
  };
}
