// What Node's HTTP parser and Fastify answer on their own, in the portal's envelope
// `{ success: false, message, code }`: headers too large (431), a request that never finishes arriving
// (408), bytes that are no HTTP request (400), JSON nested too deeply (400), a path asked with a
// method it does not answer (405), and requests that arrive while the server closes (503).
// Bad JSON, empty JSON, unknown content types and bodies too large go through the error handler.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  jsonTooDeepMessage,
  MESSAGES,
  methodNotAllowedMessage,
  routeNotFoundMessage,
} from '@pgportal/contracts/messages';
import type { ErrorCode } from '@pgportal/contracts/error-codes';
import { HttpError } from '../errors';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from '../http/json-depth';

const CLIENT_ERRORS: Record<string, [number, string, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, MESSAGES.headersTooLarge, 'HEADERS_TOO_LARGE'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, MESSAGES.requestTimeout, 'REQUEST_TIMEOUT'],
};

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the bytes before any request existed, so
 * the answer is written on the socket by hand, then the connection is closed (as Node does).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, code] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    MESSAGES.requestUnreadable,
    'REQUEST_UNREADABLE',
  ];
  const body = JSON.stringify({ success: false, message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/** Fastify's own JSON parser, after a depth check that reads the text without parsing it. */
function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestedDeeperThan(text)) {
      done(new HttpError(400, jsonTooDeepMessage(MAX_JSON_DEPTH), { code: 'JSON_TOO_DEEP' }), undefined);
      return;
    }
    void parse(request, text, done);
  });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * 404 for a path no route serves; 405 with Allow when the path exists under other methods (DELETE
 * /api/v1/health, say).
 */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = METHODS.filter((method) => {
    if (method === request.method) return false;
    const route = request.server.findRoute({ method, url: path });
    // A wildcard (the static files under /) matches any path: it does not make the path exist.
    return route !== null && !('*' in (route.params as Record<string, string>));
  });
  if (allowed.length === 0) {
    return reply.code(404).send({ success: false, message: routeNotFoundMessage(request.method, path), code: 'ROUTE_NOT_FOUND' });
  }
  return reply
    .code(405)
    .header('allow', allowed.join(', '))
    .send({
      success: false,
      message: methodNotAllowedMessage(request.method, path, allowed),
      code: 'METHOD_NOT_ALLOWED',
    });
}

/**
 * With `return503OnClosing: false` on the app: Fastify's own 503 while closing has its own body;
 * this one is the envelope.
 */
function registerClosingAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ success: false, message: MESSAGES.serverClosing, code: 'SERVER_CLOSING' });
  });
}

export function registerFrameworkErrors(app: FastifyInstance) {
  registerJsonParser(app);
  registerClosingAnswer(app);
}
