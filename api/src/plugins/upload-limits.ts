// A body over its route's upload limit is refused at once (issue 42). Before: the 413 came only
// after the whole body had been sent (about 73 s for 50 MB on a slow line), and the next request
// on that connection waited while Node read and threw away the rest of it.
// - A Content-Length above the route's limit (http/upload-routes.ts) answers 413 before the body
//   is read, the route's guard included: the size says nothing about who asks.
// - Any 413 given while the body is still arriving (a chunked form, a file over its limit
//   mid-stream) says `Connection: close`: Node closes the socket once the answer is out instead
//   of reading the rest, and the client sends its next request on a new connection.
// - That close lingers, as web servers close: see lingerOnClose.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@pgportal/contracts/messages';
import { bodyLimitOf, uploadFormOf } from '../http/upload-routes';
import { UPLOAD_KINDS } from '../services/files/uploads';

/** How long a refused upload's connection is read and thrown away before it is closed outright. */
const LINGER_MS = 2_000;

/**
 * Node ends a `Connection: close` answer with socket.destroySoon(), closing the socket while the
 * upload is still arriving: the kernel answers the data still unread with a reset, which can reach
 * the client before it has read the 413, and the client sees only a reset connection. Instead our
 * side is ended after the answer, the rest of the body read and thrown away, and the socket
 * destroyed when the client closes it or after LINGER_MS.
 */
function lingerOnClose(request: FastifyRequest): void {
  const socket: Socket = request.raw.socket;
  // Called once the answer is out: until then nothing more of the body is read (issue 42).
  socket.destroySoon = function lingeringClose(this: Socket) {
    request.raw.resume();
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}

function refuseEarly(request: FastifyRequest, reply: FastifyReply): boolean {
  const form = uploadFormOf(request.method, request.routeOptions.url);
  const declared = Number(request.headers['content-length']);
  if (!form || !Number.isFinite(declared) || declared <= bodyLimitOf(form)) return false;
  const message = form.maxFiles === 1 ? UPLOAD_KINDS[form.kind].tooLarge : MESSAGES.bodyTooLarge;
  lingerOnClose(request);
  void reply
    .code(413)
    .header('connection', 'close')
    .send({ success: false, message, code: 'PAYLOAD_TOO_LARGE' });
  return true;
}

export function registerUploadLimits(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!refuseEarly(request, reply)) done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 413 || request.raw.complete) return;
    reply.header('connection', 'close');
    lingerOnClose(request);
  });
}
