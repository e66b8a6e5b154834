// Security headers (helmet, with the portal's Content-Security-Policy), the request id, and
// Cache-Control: no-store on every API answer (they carry personal data).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@pgportal/contracts/messages';
import { remoteOrigins, type Config } from '../config';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Honours a safe incoming x-request-id (from a proxy), else a new UUID. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The headers helmet sets for these options. They depend on the configuration alone, so they are
 * worked out once: helmet run per request rebuilt the same Content-Security-Policy every time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  return headers;
}

export function registerSecurity(app: FastifyInstance, config: Config) {
  const remotes = remoteOrigins(config);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        // Remotes hosted elsewhere also bring their CSS, images and fonts.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        frameSrc: ['https://www.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin by default; the remotes' files say cross-origin (plugins/front-end.ts).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
  // onSend runs for every answer, errors and 404s included.
  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
  });
}

export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export const BAD_URL = MESSAGES.badUrl;

/**
 * Errors Fastify raises before routing (a URL it cannot decode, a parameter too long): the API's
 * envelope, with the headers every answer carries.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const [message, code] =
    error.code === 'FST_ERR_BAD_URL'
      ? [BAD_URL, 'BAD_URL']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [MESSAGES.addressPartTooLong, 'ADDRESS_PART_TOO_LONG']
        : [MESSAGES.requestUnreadable, 'REQUEST_UNREADABLE'];
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-request-id', request.id)
    .header('x-content-type-options', 'nosniff')
    .send({ success: false, message, code });
}
