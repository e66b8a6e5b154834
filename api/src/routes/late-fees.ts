// Late fees (issue 23): the billing job charges them (services/payments/job/late-fees.ts); staff
// waive one with a reason the tenant reads on the invoice.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { invoiceAnswerSchema } from '@pgportal/contracts/responses';
import { waiveLateFeeSchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf } from '../plugins/auth';
import { waiveLateFee } from '../services/payments/late-fee-waivers';
import { invoiceView } from '../services/payments/read';
import { today } from '../services/calendar';

const tags = ['Invoices and payments'];
const params = z.object({
  invoiceId: objectId(MESSAGES.invoiceNotFound, 'the invoice’s _id'),
  lineId: objectId(MESSAGES.lateFeeNotFound, 'the late fee’s line id'),
});

export const lateFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    API_ROUTES.lateFeeWaive.pattern,
    {
      onRequest: requireCapability('tenants.manage'),
      schema: { tags, params, body: waiveLateFeeSchema, response: okResponse(invoiceAnswerSchema) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const day = today();
      await waiveLateFee(deps.db, scope, request.params, request.body.reason, day);
      return ok(MESSAGES.lateFeeWaived, await invoiceView(deps.db, scope, request.params.invoiceId, day));
    },
  );
};
