// The dashboard's stats (SPEC §7 Stats): of the caller's current property, or of all of them.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { forbidden } from '../errors';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { statsAnswerSchema } from '@pgportal/contracts/responses';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { statsOf } from '../services/payments/stats';

const statsQuery = z.object({
  scope: z.enum(['all', 'current'], { error: "scope must be 'all' or 'current'" }).optional(),
});

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_ROUTES.stats.pattern,
    {
      onRequest: requireCapability('stats.view'),
      schema: { tags: ['Stats'], querystring: statsQuery, response: okResponse(statsAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const all = request.query.scope === 'all';
      if (all && scope.propertyIds !== 'all') throw forbidden();
      const current = scope.currentPropertyId;
      const stats = await statsOf(deps.db, all ? null : current ? [current] : [], today());
      return ok(MESSAGES.statsFetched, stats);
    },
  );
};
