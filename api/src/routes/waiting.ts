// What is waiting for staff (issue 42), read only: of the current property, or (?scope=all) of every
// property the caller may see (an admin's every one, a manager's assigned ones).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { waitingAnswerSchema } from '@pgportal/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { listWaiting } from '../services/waiting/read';

const waitingQuery = z.object({
  scope: z.enum(['all', 'current'], { error: "scope must be 'all' or 'current'" }).optional(),
});

export const waitingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_ROUTES.waiting.pattern,
    {
      onRequest: requireCapability('stats.view'),
      schema: { tags: ['Stats'], querystring: waitingQuery, response: okResponse(waitingAnswerSchema) },
    },
    async (request) => {
      const answer = await listWaiting(deps.db, scopeOf(request), request.query.scope ?? 'current', today());
      return ok(MESSAGES.waitingFetched, answer);
    },
  );
};
