// Police verification of tenants (issue 45): staff read a tenant's record (state layout, status,
// due day), record the number the state's portal gave and the day filed, then the day verified.
// Tenants: 403 (tenants.manage); another property's tenant: 404.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { policeFiledSchema, policeVerifiedSchema } from '@pgportal/contracts/schemas';
import { policeVerificationAnswerSchema } from '@pgportal/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { getPoliceVerification, recordPolice } from '../services/police/record';

const tags = ['Tenants'];
const params = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });
const response = okResponse(policeVerificationAnswerSchema);

export const policeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('tenants.manage');

  app.get(
    API_ROUTES.tenantPolice.pattern,
    { onRequest: manage, schema: { tags, params, response } },
    async (request) =>
      ok(
        MESSAGES.policeVerificationFetched,
        await getPoliceVerification(deps.db, scopeOf(request), request.params.tenantId, today()),
      ),
  );

  app.post(
    API_ROUTES.tenantPoliceFiled.pattern,
    { onRequest: manage, schema: { tags, params, body: policeFiledSchema, response } },
    async (request) =>
      ok(
        MESSAGES.policeFiledRecorded,
        await recordPolice(
          deps.db,
          scopeOf(request),
          request.params.tenantId,
          { kind: 'filed', values: request.body },
          today(),
        ),
      ),
  );

  app.post(
    API_ROUTES.tenantPoliceVerified.pattern,
    { onRequest: manage, schema: { tags, params, body: policeVerifiedSchema, response } },
    async (request) =>
      ok(
        MESSAGES.policeVerifiedRecorded,
        await recordPolice(
          deps.db,
          scopeOf(request),
          request.params.tenantId,
          { kind: 'verified', values: request.body },
          today(),
        ),
      ),
  );
};
