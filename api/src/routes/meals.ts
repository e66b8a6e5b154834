// Issue 25, meals: a tenant marks days away (and withdraws them before the cut-off), staff record
// them for a tenant at any time, and the kitchen count says who eats on a day.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  mealCountAnswerSchema,
  mealOptOutAnswerSchema,
  mealOptOutsAnswerSchema,
} from '@pgportal/contracts/responses';
import { mealCountQuerySchema, mealOptOutSchema, staffMealOptOutSchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { mealCount, listOptOuts } from '../services/meals/read';
import { addOptOut, withdrawOptOut } from '../services/meals/write';

const tags = ['Meals'];
const tenantParams = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });
const optOutParams = z.object({ optOutId: objectId(MESSAGES.mealOptOutNotFound, 'the days away’ _id') });

export const mealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const own = requireCapability('meals.optOutOwn');
  const optOut = requireCapability('meals.optOut');

  app.get(
    API_ROUTES.myMealOptOuts.pattern,
    { onRequest: own, schema: { tags, response: okResponse(mealOptOutsAnswerSchema) } },
    async (request) => {
      const scope = scopeOf(request);
      return ok(MESSAGES.mealOptOutsFetched, await listOptOuts(deps.db, scope, scope.actorId, today()));
    },
  );

  app.post(
    API_ROUTES.myMealOptOutAdd.pattern,
    {
      onRequest: own,
      schema: { tags, body: mealOptOutSchema, response: okResponse(mealOptOutAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const added = await addOptOut(deps.db, scope, scope.actorId, { ...request.body, note: '' });
      return ok(added.message, added.optOut);
    },
  );

  app.delete(
    API_ROUTES.myMealOptOutWithdraw.pattern,
    { onRequest: own, schema: { tags, params: optOutParams, response: okResponse(z.null()) } },
    async (request) => {
      await withdrawOptOut(deps.db, scopeOf(request), request.params.optOutId);
      return ok(MESSAGES.mealOptOutWithdrawn, null);
    },
  );

  app.get(
    API_ROUTES.tenantMealOptOuts.pattern,
    {
      onRequest: optOut,
      schema: { tags, params: tenantParams, response: okResponse(mealOptOutsAnswerSchema) },
    },
    async (request) =>
      ok(
        MESSAGES.mealOptOutsFetched,
        await listOptOuts(deps.db, scopeOf(request), request.params.tenantId, today()),
      ),
  );

  app.post(
    API_ROUTES.tenantMealOptOutAdd.pattern,
    {
      onRequest: optOut,
      schema: {
        tags,
        params: tenantParams,
        body: staffMealOptOutSchema,
        response: okResponse(mealOptOutAnswerSchema),
      },
    },
    async (request) => {
      const added = await addOptOut(deps.db, scopeOf(request), request.params.tenantId, request.body);
      return ok(added.message, added.optOut);
    },
  );

  app.get(
    API_ROUTES.mealCount.pattern,
    {
      onRequest: requireCapability('meals.count'),
      schema: { tags, querystring: mealCountQuerySchema, response: okResponse(mealCountAnswerSchema) },
    },
    async (request) =>
      ok(MESSAGES.mealCountFetched, await mealCount(deps.db, scopeOf(request), request.query.date)),
  );
};
