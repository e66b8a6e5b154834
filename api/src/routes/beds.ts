// SPEC §7 Rooms and beds (the beds half): assign a tenant to a bed, vacate them.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { objectId, withObjectIds } from '../http/schema';
import { MESSAGES } from '@pgportal/contracts/messages';
import { assignTenantSchema } from '@pgportal/contracts/schemas';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { roomAnswerSchema } from '@pgportal/contracts/responses';
import { requireCapability, scopeOf, staffOf } from '../plugins/auth';
import { assignTenant, vacateTenant } from '../services/beds/write';
import { getRoom } from '../services/rooms/read';
import { today } from '../services/calendar';
import { mailIssuedInvoices } from '../services/payments/job/reminders';

const tags = ['Rooms and beds'];

const assignBody = withObjectIds(assignTenantSchema, {
  roomId: MESSAGES.bedNotFound,
  bedId: MESSAGES.bedNotFound,
  tenantId: MESSAGES.tenantNotFound,
});

export const bedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('rooms.manage');

  app.post(
    API_ROUTES.bedAssignTenant.pattern,
    { onRequest: manage, schema: { tags, body: assignBody, response: okResponse(roomAnswerSchema) } },
    async (request) => {
      const scope = scopeOf(request);
      const day = today();
      const issued = await assignTenant(deps.db, scope, staffOf(request).id, request.body, day);
      // Committed: each invoice issued is mailed now, as the job mails a new one (a failure is logged).
      await mailIssuedInvoices({ ...deps, log: request.log }, issued, day);
      return ok(MESSAGES.tenantAssigned, await getRoom(deps.db, scope, request.body.roomId));
    },
  );

  app.post(
    API_ROUTES.bedVacateTenant.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params: z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') }),
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await vacateTenant(deps.db, scopeOf(request), staffOf(request).id, request.params.tenantId);
      return ok(MESSAGES.tenantVacated, null);
    },
  );
};
