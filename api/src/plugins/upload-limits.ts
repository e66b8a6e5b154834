// A body over its route's upload limit is refused at once (issue 42). Before: the 413 came only
// after the whole body had been sent (about 73 s for 50 MB on a slow line), and the next request
// on that connection waited while Node read and threw away the rest of it.
// - A Content-Length above the route's limit (http/upload-routes.ts) answers 413 before the body
//   is read, the route's guard included: the size says nothing about who asks.
// - Any 413 given while the body is still arriving (a chunked form, a file over its limit
//   mid-stream) says `Connection: close`: Node closes the socket once the answer is out instead
//   of reading the rest, and the client sends its next request on a new connection.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@pgportal/contracts/messages';
import { bodyLimitOf, uploadFormOf } from '../http/upload-routes';
import { UPLOAD_KINDS } from '../services/files/uploads';

function refuseEarly(request: FastifyRequest, reply: FastifyReply): boolean {
  const form = uploadFormOf(request.method, request.routeOptions.url);
  const declared = Number(request.headers['content-length']);
  if (!form || !Number.isFinite(declared) || declared <= bodyLimitOf(form)) return false;
  const message = form.maxFiles === 1 ? UPLOAD_KINDS[form.kind].tooLarge : MESSAGES.bodyTooLarge;
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
    if (reply.statusCode === 413 && !request.raw.complete) reply.header('connection', 'close');
  });
}
