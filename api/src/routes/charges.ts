// Issue 23, pending charges: staff add a charge or credit a tenant's next RENT invoice takes as a
// line, list them, and remove one still pending.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { chargeAnswerSchema } from '@pgportal/contracts/responses';
import { addChargeSchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf, staffOf } from '../plugins/auth';
import { addCharge, listCharges, removeCharge } from '../services/payments/charges';

const tags = ['Invoices and payments'];
const params = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });
const chargeParams = params.extend({ chargeId: objectId(MESSAGES.chargeNotFound, 'the charge’s id') });

export const chargeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('tenants.manage');

  app.post(
    API_ROUTES.tenantChargeAdd.pattern,
    {
      onRequest: manage,
      schema: { tags, params, body: addChargeSchema, response: okResponse(chargeAnswerSchema) },
    },
    async (request) =>
      ok(
        MESSAGES.chargeAdded,
        await addCharge(
          deps.db,
          scopeOf(request),
          staffOf(request).id,
          request.params.tenantId,
          request.body,
        ),
      ),
  );

  app.get(
    API_ROUTES.tenantCharges.pattern,
    { onRequest: manage, schema: { tags, params, response: okResponse(z.array(chargeAnswerSchema)) } },
    async (request) =>
      ok(MESSAGES.chargesFetched, await listCharges(deps.db, scopeOf(request), request.params.tenantId)),
  );

  app.delete(
    API_ROUTES.tenantChargeDelete.pattern,
    { onRequest: manage, schema: { tags, params: chargeParams, response: okResponse(z.null()) } },
    async (request) => {
      await removeCharge(deps.db, scopeOf(request), request.params.tenantId, request.params.chargeId);
      return ok(MESSAGES.chargeRemoved, null);
    },
  );
};
