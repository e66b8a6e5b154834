// Issue 42, the properties overview: GET /property/overview, every property in the caller's scope
// (all for admins, the assigned ones for a manager) with its figures, paged, and the totals.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { overviewAnswerSchema } from '@pgportal/contracts/responses';
import { pageQuerySchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { readOverview } from '../services/overview/read';

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.propertyOverview.pattern,
    {
      onRequest: requireCapability('properties.view'),
      schema: {
        tags: ['Properties'],
        querystring: pageQuerySchema,
        response: okResponse(overviewAnswerSchema),
      },
    },
    async (request) =>
      ok(MESSAGES.overviewFetched, await readOverview(app.deps.db, scopeOf(request), request.query, today())),
  );
};
