// The audit log (issue 26): admins read every change within their scope; staff read one tenant's
// History. Read only: no route changes or deletes an entry (the table refuses it too).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { auditListAnswerSchema } from '@pgportal/contracts/responses';
import { auditQuerySchema, tenantHistoryQuerySchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf } from '../plugins/auth';
import { listAudit, tenantHistory } from '../services/audit/read';

const tags = ['Audit log'];
const params = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_ROUTES.audit.pattern,
    {
      onRequest: requireCapability('audit.view'),
      schema: { tags, querystring: auditQuerySchema, response: okResponse(auditListAnswerSchema) },
    },
    async (request) => ok(MESSAGES.auditFetched, await listAudit(deps.db, scopeOf(request), request.query)),
  );

  app.get(
    API_ROUTES.tenantHistory.pattern,
    {
      onRequest: requireCapability('tenants.manage'),
      schema: {
        tags,
        params,
        querystring: tenantHistoryQuerySchema,
        response: okResponse(auditListAnswerSchema),
      },
    },
    async (request) =>
      ok(
        MESSAGES.tenantHistoryFetched,
        await tenantHistory(deps.db, scopeOf(request), request.params.tenantId, request.query),
      ),
  );
};
