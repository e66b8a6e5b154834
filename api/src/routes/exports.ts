// Issue 26, CSV exports: GET /export/{tenants|invoices|payments|expenses}.csv?from=&to= — the current
// property's list, or with scope=all every property of an admin's reach, streamed as CSV.
// Issue 44: GET /export/tally.xml?propertyId=&from=&to= — a property's books as TallyPrime import XML;
// GET /export/gstr1.csv?propertyId=&month= — the GSTR-1 figures of the property's GSTIN for a month.
// Issue 45: GET /export/form3-register.csv?propertyId=&from=&to= — a property's Form III reports.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExportKind } from '@pgportal/contracts/enums';
import {
  exportParamsSchema,
  exportQuerySchema,
  gstr1ExportQuerySchema,
  form3RegisterQuerySchema,
  tallyExportQuerySchema,
} from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '../errors';
import { binaryResponse } from '../http/responses';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { exportCsv } from '../services/exports/csv';
import { exportTally } from '../services/exports/tally';
import { exportGstr1 } from '../services/exports/gstr1-csv';
import { form3RegisterCsv, registerDays } from '../services/exports/form3-register';

const CSV = binaryResponse(
  'text/csv',
  'the list as CSV: UTF-8 with a BOM, a header row, dates YYYY-MM-DD, amounts in rupees',
);

const XML = binaryResponse(
  'application/xml',
  'TallyPrime import XML (UTF-8): the ledger masters, then Sales, Receipt, Payment, Credit Note and Journal vouchers',
);

const GSTR1 = binaryResponse(
  'text/csv',
  'the GSTR-1 figures of a GSTIN for a month as CSV sections (gstr1, b2cs, exemp, docs, notes): UTF-8 with a BOM, amounts in rupees',
);

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.exportGstr1.pattern,
    {
      onRequest: requireCapability('exports.download'),
      schema: { tags: ['Exports'], querystring: gstr1ExportQuerySchema, response: GSTR1 },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { propertyId, month } = request.query;
      const chosen = propertyId ?? scope.currentPropertyId;
      if (!chosen) throw badRequest(MESSAGES.exportNoProperty);
      // another property's manager gets 404, as for a property that does not exist
      const id = scope.requireProperty(chosen, MESSAGES.propertyNotFound);
      const { gstin, text } = await exportGstr1(app.deps.db, scope, id, month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-${gstin}-${month}.csv"`)
        .send(text);
    },
  );

  app.get(
    API_ROUTES.exportTally.pattern,
    {
      onRequest: requireCapability('exports.download'),
      schema: { tags: ['Exports'], querystring: tallyExportQuerySchema, response: XML },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { propertyId, from, to } = request.query;
      const chosen = propertyId ?? scope.currentPropertyId;
      if (!chosen) throw badRequest(MESSAGES.exportNoProperty);
      // another property's manager gets 404, as for a property that does not exist
      const id = scope.requireProperty(chosen, MESSAGES.propertyNotFound);
      const stamp = [from, to].filter(Boolean).join('_') || today();
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="tally-${stamp}.xml"`)
        .send(await exportTally(app.deps.db, { propertyId: id, from, to }));
    },
  );

  app.get(
    API_ROUTES.exportForm3Register.pattern,
    {
      onRequest: requireCapability('exports.download'),
      schema: {
        tags: ['Exports'],
        querystring: form3RegisterQuerySchema,
        response: binaryResponse(
          'text/csv',
          'every Form III report whose arrival or departure falls in the days (India time), default the last 12 months',
        ),
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const chosen = request.query.propertyId ?? scope.currentPropertyId;
      if (!chosen) throw badRequest(MESSAGES.exportNoProperty);
      // another property's manager gets 404, as for a property that does not exist
      const id = scope.requireProperty(chosen, MESSAGES.propertyNotFound);
      const days = registerDays(today(), request.query.from, request.query.to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="form3-register-${days.from}_${days.to}.csv"`)
        .send(await form3RegisterCsv(app.deps.db, app.deps.config, id, days));
    },
  );

  app.get(
    API_ROUTES.exportCsv.pattern,
    {
      onRequest: requireCapability('exports.download'),
      schema: {
        tags: ['Exports'],
        params: exportParamsSchema,
        querystring: exportQuerySchema,
        response: CSV,
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const kind = request.params.file.replace(/\.csv$/, '') as ExportKind;
      const { from, to } = request.query;
      let propertyIds: string[] | null;
      if (request.query.scope === 'all') {
        if (scope.propertyIds !== 'all') throw forbidden();
        propertyIds = null;
      } else {
        if (!scope.currentPropertyId) throw badRequest(MESSAGES.exportNoProperty);
        propertyIds = [scope.requireProperty(scope.currentPropertyId, MESSAGES.exportNoProperty)];
      }
      const stamp = today();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${stamp}.csv"`)
        .send(exportCsv(app.deps.db, kind, { propertyIds, from, to }));
    },
  );
};
