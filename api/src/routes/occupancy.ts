// Issue 26, the occupancy grid: GET /property/occupancy, the current property's beds with their state.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { occupancyAnswerSchema } from '@pgportal/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../errors';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { requireCapability, scopeOf } from '../plugins/auth';
import { readOccupancy } from '../services/occupancy/read';

export const occupancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.propertyOccupancy.pattern,
    {
      onRequest: requireCapability('properties.view'),
      schema: { tags: ['Properties'], response: okResponse(occupancyAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      if (!scope.currentPropertyId) throw badRequest(MESSAGES.occupancyNoProperty);
      const propertyId = scope.requireProperty(scope.currentPropertyId, MESSAGES.occupancyNoProperty);
      return ok(MESSAGES.occupancyFetched, await readOccupancy(app.deps.db, propertyId));
    },
  );
};
