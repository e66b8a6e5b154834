// Issue 22, 'Moving and changing': move a tenant to another bed (and the free beds to pick from),
// change their rent, their rents.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  freeBedAnswerSchema,
  moveAnswerSchema,
  rentHistoryAnswerSchema,
} from '@pgportal/contracts/responses';
import { changeRentSchema, moveTenantSchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId, withObjectIds } from '../http/schema';
import { requireCapability, scopeOf, staffOf } from '../plugins/auth';
import { freeBeds } from '../services/beds/free';
import { moveTenant } from '../services/moves/move';
import { changeRent } from '../services/moves/rents-write';
import { rentHistory } from '../services/moves/rents-read';
import { mailMove, mailRentChange } from '../services/moves/terms-mail';

const tags = ['Tenants'];
const params = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });
const moveBody = withObjectIds(moveTenantSchema, { bedId: MESSAGES.bedNotFound });
const freeQuery = z.object({
  search: z.string().trim().max(100).optional(),
  /** only this property's free beds (the Assign form opened from a tenant); another property: 404 */
  propertyId: objectId(MESSAGES.propertyNotFound, 'the property’s _id').optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const moveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('tenants.manage');

  app.post(
    API_ROUTES.tenantMove.pattern,
    { onRequest: manage, schema: { tags, params, body: moveBody, response: okResponse(moveAnswerSchema) } },
    async (request) => {
      const answer = await moveTenant(
        deps.db,
        scopeOf(request),
        staffOf(request).id,
        request.params.tenantId,
        request.body,
      );
      // Committed: the tenant hears of the new bed and its terms (a failed mail is only logged).
      const mailError = await mailMove(deps, request.params.tenantId, answer.adjustment);
      if (mailError) request.log.error({ err: mailError }, 'Could not mail the tenant their move');
      return ok(MESSAGES.tenantMoved, answer);
    },
  );

  app.get(
    API_ROUTES.bedsFree.pattern,
    {
      onRequest: requireCapability('rooms.manage'),
      schema: {
        tags: ['Rooms and beds'],
        querystring: freeQuery,
        response: okResponse(z.array(freeBedAnswerSchema)),
      },
    },
    async (request) => ok(MESSAGES.freeBedsFetched, await freeBeds(deps.db, scopeOf(request), request.query)),
  );

  app.post(
    API_ROUTES.tenantRentChange.pattern,
    { onRequest: manage, schema: { tags, params, body: changeRentSchema, response: okResponse(z.null()) } },
    async (request) => {
      const { tenantId } = request.params;
      const change = await changeRent(deps.db, scopeOf(request), staffOf(request).id, tenantId, request.body);
      // Committed: the tenant hears of the new rent and the day it starts (a failed mail is only logged).
      const mailError = await mailRentChange(deps, tenantId, change);
      if (mailError) request.log.error({ err: mailError }, 'Could not mail the tenant their new rent');
      return ok(MESSAGES.rentChanged, null);
    },
  );

  app.get(
    API_ROUTES.tenantRents.pattern,
    { onRequest: manage, schema: { tags, params, response: okResponse(rentHistoryAnswerSchema) } },
    async (request) =>
      ok(MESSAGES.rentsFetched, await rentHistory(deps.db, scopeOf(request), request.params.tenantId)),
  );
};
