// Form III of foreign nationals (issue 45): staff record a tenant's nationality, passport and visa
// (numbers encrypted at rest, answered masked), read the data sheet (numbers whole) to copy into
// the immigration portal, and record each arrival or departure report's submission.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { foreignNationalSchema, form3KindParams, form3SubmissionSchema } from '@pgportal/contracts/schemas';
import { foreignNationalAnswerSchema, form3SheetAnswerSchema } from '@pgportal/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { binaryResponse, okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf } from '../plugins/auth';
import { getForeignNational, saveForeignNational } from '../services/form3/details';
import { form3Sheet, recordForm3Submission } from '../services/form3/reports';
import { form3SheetPdf } from '../services/pdf/on-demand';
import { attachment } from './admission-papers';
import { formatName } from '@pgportal/contracts/format';

const tags = ['Tenants'];
const tenantIdParams = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });

export const form3Routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('tenants.manage');

  app.get(
    API_ROUTES.tenantForeignNational.pattern,
    {
      onRequest: manage,
      schema: { tags, params: tenantIdParams, response: okResponse(foreignNationalAnswerSchema) },
    },
    async (request) =>
      ok(
        MESSAGES.foreignNationalFetched,
        await getForeignNational(deps.db, scopeOf(request), request.params.tenantId),
      ),
  );

  app.put(
    API_ROUTES.tenantForeignNationalSave.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params: tenantIdParams,
        body: foreignNationalSchema,
        response: okResponse(foreignNationalAnswerSchema),
      },
    },
    async (request) =>
      ok(
        MESSAGES.foreignNationalSaved,
        await saveForeignNational(
          deps.db,
          deps.config,
          scopeOf(request),
          request.params.tenantId,
          request.body,
        ),
      ),
  );

  app.get(
    API_ROUTES.tenantForm3Sheet.pattern,
    {
      onRequest: manage,
      schema: { tags, params: tenantIdParams, response: okResponse(form3SheetAnswerSchema) },
    },
    async (request) =>
      ok(
        MESSAGES.form3SheetFetched,
        await form3Sheet(deps.db, deps.config, scopeOf(request), request.params.tenantId),
      ),
  );

  app.get(
    API_ROUTES.tenantForm3Pdf.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params: tenantIdParams,
        response: binaryResponse('application/pdf', 'the Form III data sheet'),
      },
    },
    async (request, reply) => {
      const sheet = await form3Sheet(deps.db, deps.config, scopeOf(request), request.params.tenantId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment('Form III data sheet', formatName(sheet.fullName)))
        .send(await form3SheetPdf(sheet, new Date()));
    },
  );

  app.post(
    API_ROUTES.tenantForm3Submission.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params: tenantIdParams.extend(form3KindParams.shape),
        body: form3SubmissionSchema,
        response: okResponse(foreignNationalAnswerSchema),
      },
    },
    async (request) =>
      ok(
        MESSAGES.form3SubmissionRecorded,
        await recordForm3Submission(
          deps.db,
          scopeOf(request),
          request.params.tenantId,
          request.params.kind,
          request.body,
        ),
      ),
  );
};
