// DNS rebinding: a page on another site whose name is made to resolve to this server's address
// reaches it with that site's name in the Host header. The server answers only for its own names:
// PUBLIC_URL's host, localhost, 127.0.0.1 and [::1] (any port: the e2e and bench servers use their
// own), and ALLOWED_HOSTS. Any other Host gets 421 Misdirected Request.
import type { FastifyInstance } from 'fastify';
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
