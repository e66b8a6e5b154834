// The privacy notice and the tenant's data (issue 45): the tenant's consent (online), staff's record
// of the paper consent, and the tenant's copy of their data. Another property's tenant is a 404.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { myDataAnswerSchema, privacyConsentStatusAnswerSchema } from '@pgportal/contracts/responses';
import { paperConsentSchema, privacyConsentSchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf } from '../plugins/auth';
import { consentStatus, recordConsent } from '../services/privacy/consent';
import { myData } from '../services/privacy/my-data';

const tags = ['Tenants'];
const tenantIdParams = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });
const statusAnswer = okResponse(privacyConsentStatusAnswerSchema);

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.myPrivacyConsent.pattern,
    { onRequest: requireCapability('tenants.viewOwn'), schema: { tags, response: statusAnswer } },
    async (request) => {
      const scope = scopeOf(request);
      return ok(MESSAGES.privacyConsentFetched, await consentStatus(app.deps.db, scope, scope.actorId));
    },
  );

  app.post(
    API_ROUTES.myPrivacyConsentAdd.pattern,
    {
      onRequest: requireCapability('tenants.viewOwn'),
      schema: { tags, body: privacyConsentSchema, response: statusAnswer },
    },
    async (request) => {
      const scope = scopeOf(request);
      const status = await recordConsent(app.deps.db, scope, scope.actorId, 'ONLINE');
      return ok(MESSAGES.privacyConsentRecorded, status);
    },
  );

  app.get(
    API_ROUTES.tenantPrivacyConsent.pattern,
    {
      onRequest: requireCapability('tenants.manage'),
      schema: { tags, params: tenantIdParams, response: statusAnswer },
    },
    async (request) =>
      ok(
        MESSAGES.privacyConsentFetched,
        await consentStatus(app.deps.db, scopeOf(request), request.params.tenantId),
      ),
  );

  app.post(
    API_ROUTES.tenantPrivacyConsentAdd.pattern,
    {
      onRequest: requireCapability('tenants.manage'),
      schema: { tags, params: tenantIdParams, body: paperConsentSchema, response: statusAnswer },
    },
    async (request) => {
      const status = await recordConsent(app.deps.db, scopeOf(request), request.params.tenantId, 'PAPER');
      return ok(MESSAGES.privacyPaperConsentRecorded, status);
    },
  );

  app.get(
    API_ROUTES.myData.pattern,
    {
      onRequest: requireCapability('tenants.viewOwn'),
      schema: { tags, response: okResponse(myDataAnswerSchema) },
    },
    async (request, reply) => {
      const data = await myData(app.deps.db, scopeOf(request));
      // Saved as a file by the browser; the name carries the day.
      void reply.header(
        'content-disposition',
        `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`,
      );
      return ok(MESSAGES.myDataFetched, data);
    },
  );
};
