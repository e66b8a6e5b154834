// Idempotency-Key on the routes that record money (`config: { idempotent: true }`; how it works:
// http/idempotency.ts and docs/billing.md "Retries and Idempotency-Key"). Without the header a
// route behaves exactly as before. Registered before the routes (its onRoute hook wraps theirs).
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import {
  claimRequest,
  fingerprintOf,
  IDEMPOTENCY_KEY_HEADER,
  readIdempotencyKey,
  ReplayAnswer,
  requestIdentity,
  sendReplay,
} from '../http/idempotency';
import { completeKey, releaseKey } from '../services/idempotency/keys';

const isSuccess = (status: number) => status >= 200 && status < 300;

export function registerIdempotency(app: FastifyInstance) {
  const { db } = app.deps;
  app.decorateRequest('idempotency', null);

  // A multipart request's key is claimed inside the handler (withForm → claimForm): a replay found
  // there is thrown and answered here.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function idempotentHandler(request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        if (error instanceof ReplayAnswer) return sendReplay(reply, error.answer);
        throw error;
      }
    };
  });

  // After the guard and the body's validation: a refused request never claims a key.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.scope) return;
    const key = readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (key === null) return;
    const { method, route } = requestIdentity(request);
    const awaitingForm = request.isMultipart();
    request.idempotency = {
      claim: { callerKind: request.scope.kind, callerId: request.scope.actorId, key, method, route },
      rowId: null,
      awaitingForm,
    };
    if (awaitingForm) return;
    const answer = await claimRequest(
      request,
      fingerprintOf({ ...requestIdentity(request), body: request.body }),
    );
    if (answer) return sendReplay(reply, answer);
  });

  // Before the answer leaves (and before compression, which the API's routes add per route): a
  // success is kept for the key's retries; a refusal or failure frees the key, so a corrected retry
  // goes through. Only successes are replayed: a refusal recorded nothing, so asking again is safe.
  app.addHook('onSend', async (request, reply, payload) => {
    const rowId = request.idempotency?.rowId;
    if (!rowId) return payload;
    request.idempotency!.rowId = null;
    try {
      if (!isSuccess(reply.statusCode)) await releaseKey(db, rowId);
      else if (typeof payload === 'string' || Buffer.isBuffer(payload))
        await completeKey(db, rowId, { statusCode: reply.statusCode, body: payload.toString() });
      // An answer that is neither cannot be kept: the key stays claimed (409 to a retry) until it expires.
      else request.log.error(`The answer to Idempotency-Key row ${rowId} could not be kept`);
    } catch (error) {
      // The work is done: its answer still goes out; a retry gets 409 until the key expires.
      request.log.error({ err: error }, `Could not keep the answer to Idempotency-Key row ${rowId}`);
    }
    return payload;
  });
}
