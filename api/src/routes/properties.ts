// SPEC §7 Properties. Who may: DESIGN §4 (admins add, delete, assign and remove managers; staff list,
// view and update the properties in their scope, and switch among them).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  assignManagerSchema,
  listQuerySchema,
  checkedPropertySchema,
  propertySchema,
  type PropertyValues,
} from '@pgportal/contracts/schemas';
import { fileOf, withForm } from '../http/multipart';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import {
  propertyAnswerSchema,
  propertyDetailAnswerSchema,
  userAnswerSchema,
} from '@pgportal/contracts/responses';
import { z } from 'zod';
import { formBody, idParam, objectId, withObjectIds } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf, staffOf } from '../plugins/auth';
import { staffScope } from '../services/access';
import {
  assignManagerToProperty,
  createProperty,
  deleteProperty,
  setCurrentProperty,
  updateProperty,
} from '../services/properties/write';
import { removeManagerFromProperty } from '../services/properties/managers';
import { findStaff, presentUser } from '../services/users/read';
import { listProperties } from '../services/properties/list';
import { getProperty, getPropertyDetail, propertyInScope } from '../services/properties/read';
import type { ReceivedFile } from '../services/files/uploads';

const IdParams = idParam(MESSAGES.propertyNotFound);

const ManagerParams = z.object({
  propertyId: objectId(MESSAGES.propertyNotFound, 'the property’s _id'),
  managerId: objectId(MESSAGES.managerNotFound, 'the manager’s _id'),
});

const tags = ['Properties'];
const COVER = { coverImage: 'Cover image: JPEG, PNG or WebP, up to 5 MB' };

/** Runs `use` with the form's checked fields and its `coverImage` file. */
function withPropertyForm<T>(
  request: FastifyRequest,
  use: (input: PropertyValues, cover: ReceivedFile | null) => Promise<T>,
): Promise<T> {
  return withForm(request, { kind: 'propertyImage', maxFiles: 1 }, (form) =>
    use(parseBody(checkedPropertySchema, form.fields), fileOf(form, 'coverImage')),
  );
}

const assignManagerBody = withObjectIds(assignManagerSchema, {
  propertyId: MESSAGES.propertyNotFound,
  managerId: MESSAGES.managerNotFound,
});

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const view = requireCapability('properties.view');

  app.get(
    API_ROUTES.properties.pattern,
    {
      onRequest: view,
      schema: { tags, querystring: listQuerySchema, response: okResponse(z.array(propertyAnswerSchema)) },
    },
    async (request) => {
      const page = await listProperties(deps.db, scopeOf(request), request.query);
      const answer = ok(MESSAGES.propertiesFetched, page.rows);
      return page.pagination ? { ...answer, pagination: page.pagination } : answer;
    },
  );

  app.get(
    API_ROUTES.propertyFetch.pattern,
    { onRequest: view, schema: { tags, params: IdParams, response: okResponse(propertyDetailAnswerSchema) } },
    async (request) => {
      return ok(
        MESSAGES.propertyFetched,
        await getPropertyDetail(deps.db, scopeOf(request), request.params.id),
      );
    },
  );

  app.post(
    API_ROUTES.propertyAdd.pattern,
    {
      onRequest: requireCapability('properties.create'),
      schema: {
        tags,
        body: formBody(propertySchema, COVER),
        response: okResponse(propertyAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const id = await withPropertyForm(request, (input, cover) => createProperty(deps, actor, input, cover));
      // The caller's current property may have just been set: read the scope again.
      const fresh = await findStaff(deps.db, actor.id);
      reply.code(201);
      return ok(MESSAGES.propertyAdded, await getProperty(deps.db, staffScope(fresh ?? actor), id));
    },
  );

  app.put(
    API_ROUTES.propertyUpdate.pattern,
    {
      onRequest: requireCapability('properties.update'),
      schema: {
        tags,
        params: IdParams,
        body: formBody(propertySchema, COVER),
        response: okResponse(propertyAnswerSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      // Before the body is read: the property is live and in the caller's scope.
      await propertyInScope(deps.db, scope, request.params.id);
      await withPropertyForm(request, (input, cover) =>
        updateProperty(deps, scope, staffOf(request), request.params.id, input, cover, request.log),
      );
      return ok(MESSAGES.propertyUpdated, await getProperty(deps.db, scope, request.params.id));
    },
  );

  app.delete(
    API_ROUTES.propertyDelete.pattern,
    {
      onRequest: requireCapability('properties.delete'),
      schema: { tags, params: IdParams, response: okResponse(z.null()) },
    },
    async (request) => {
      await deleteProperty(deps, scopeOf(request), request.params.id);
      return ok(MESSAGES.propertyDeleted, null);
    },
  );

  app.patch(
    API_ROUTES.propertySetCurrent.pattern,
    {
      onRequest: requireCapability('properties.switch'),
      schema: { tags, params: IdParams, response: okResponse(userAnswerSchema.nullable()) },
    },
    async (request) => {
      const actor = staffOf(request);
      await setCurrentProperty(deps.db, scopeOf(request), actor, request.params.id);
      const user = await findStaff(deps.db, actor.id);
      return ok(MESSAGES.propertySwitched, user ? presentUser(user) : null);
    },
  );

  app.post(
    API_ROUTES.propertyAssignManager.pattern,
    {
      onRequest: requireCapability('properties.assignManager'),
      schema: { tags, body: assignManagerBody, response: okResponse(propertyAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      await assignManagerToProperty(deps, scope, request.body);
      return ok(MESSAGES.managerAssigned, await getProperty(deps.db, scope, request.body.propertyId));
    },
  );

  app.delete(
    API_ROUTES.propertyRemoveManager.pattern,
    {
      onRequest: requireCapability('properties.assignManager'),
      schema: { tags, params: ManagerParams, response: okResponse(propertyAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      await removeManagerFromProperty(deps, scope, request.params);
      return ok(MESSAGES.managerRemoved, await getProperty(deps.db, scope, request.params.propertyId));
    },
  );
};
