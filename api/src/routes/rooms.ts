// SPEC §7 Rooms and beds (the rooms half). Staff, within their properties (DESIGN §4).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { listQuerySchema, roomCreateSchema, roomUpdateSchema } from '@pgportal/contracts/schemas';
import { fileOf, withForm } from '../http/multipart';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { roomAnswerSchema } from '@pgportal/contracts/responses';
import { formBody, objectId } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf } from '../plugins/auth';
import { propertyInScope } from '../services/properties/read';
import { listRooms } from '../services/rooms/list';
import { getRoom, roomInScope } from '../services/rooms/read';
import { createRoom, deleteRoom, updateRoom } from '../services/rooms/write';
import type { ReceivedFile } from '../services/files/uploads';

const tags = ['Rooms and beds'];
const IMAGE = { roomImage: 'Room image: JPEG, PNG or WebP, up to 5 MB' };
const roomParams = z.object({ roomId: objectId(MESSAGES.roomNotFound, 'the room’s _id') });
const propertyParams = z.object({ propertyId: objectId(MESSAGES.propertyNotFound, 'the property’s _id') });

/** Runs `use` with the form's fields and its `roomImage` file. */
function withRoomForm<T>(
  request: FastifyRequest,
  use: (fields: Record<string, string>, image: ReceivedFile | null) => Promise<T>,
): Promise<T> {
  return withForm(request, { kind: 'roomImage', maxFiles: 1 }, (form) =>
    use(form.fields, fileOf(form, 'roomImage')),
  );
}

export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('rooms.manage');

  app.get(
    API_ROUTES.rooms.pattern,
    {
      onRequest: manage,
      schema: { tags, querystring: listQuerySchema, response: okResponse(z.array(roomAnswerSchema)) },
    },
    async (request) => {
      const page = await listRooms(deps.db, scopeOf(request), request.query);
      const answer = ok(MESSAGES.roomsFetched, page.rows);
      return page.pagination ? { ...answer, pagination: page.pagination } : answer;
    },
  );

  app.get(
    API_ROUTES.propertyRooms.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params: propertyParams,
        querystring: listQuerySchema,
        response: okResponse(z.array(roomAnswerSchema)),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await propertyInScope(deps.db, scope, request.params.propertyId);
      const page = await listRooms(deps.db, scope, request.query, request.params.propertyId);
      const answer = ok(MESSAGES.roomsFetched, page.rows);
      return page.pagination ? { ...answer, pagination: page.pagination } : answer;
    },
  );

  app.get(
    API_ROUTES.roomFetch.pattern,
    { onRequest: manage, schema: { tags, params: roomParams, response: okResponse(roomAnswerSchema) } },
    async (request) => {
      return ok(MESSAGES.roomFetched, await getRoom(deps.db, scopeOf(request), request.params.roomId));
    },
  );

  app.post(
    API_ROUTES.roomCreate.pattern,
    {
      onRequest: manage,
      schema: { tags, body: formBody(roomCreateSchema, IMAGE), response: okResponse(roomAnswerSchema, 201) },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const id = await withRoomForm(request, (fields, image) =>
        createRoom(deps, scope, parseBody(roomCreateSchema, fields), image),
      );
      reply.code(201);
      return ok(MESSAGES.roomAdded, await getRoom(deps.db, scope, id));
    },
  );

  app.put(
    API_ROUTES.roomUpdate.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params: roomParams,
        body: formBody(roomUpdateSchema, IMAGE),
        response: okResponse(roomAnswerSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      // Before the body is read: the room is live and in the caller's scope.
      await roomInScope(deps.db, scope, request.params.roomId);
      await withRoomForm(request, (fields, image) =>
        updateRoom(deps, scope, request.params.roomId, parseBody(roomUpdateSchema, fields), image),
      );
      return ok(MESSAGES.roomUpdated, await getRoom(deps.db, scope, request.params.roomId));
    },
  );

  app.delete(
    API_ROUTES.roomDelete.pattern,
    { onRequest: manage, schema: { tags, params: roomParams, response: okResponse(z.null()) } },
    async (request) => {
      await deleteRoom(deps, scopeOf(request), request.params.roomId);
      return ok(MESSAGES.roomDeleted, null);
    },
  );
};
