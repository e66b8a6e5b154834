// Issue 26, CSV exports: GET /export/{tenants|invoices|payments|expenses}.csv?from=&to= — the current
// property's list, or with scope=all every property of an admin's reach, streamed as CSV.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExportKind } from '@pgportal/contracts/enums';
import { exportParamsSchema, exportQuerySchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '../errors';
import { binaryResponse } from '../http/responses';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { exportCsv } from '../services/exports/csv';

const CSV = binaryResponse(
  'text/csv',
  'the list as CSV: UTF-8 with a BOM, a header row, dates YYYY-MM-DD, amounts in rupees',
);

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
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
