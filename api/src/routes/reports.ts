// Reports (issue 26): GET /report/monthly?month=YYYY-MM and GET /report/trend?months=N, of the
// caller's current property, or with ?scope=all of every property (admins, as GET /stats/).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { monthReportAnswerSchema, reportTrendAnswerSchema } from '@pgportal/contracts/responses';
import { monthlyReportQuerySchema, reportTrendQuerySchema } from '@pgportal/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../errors';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import type { ReportProperties } from '../services/reports/figures';
import { monthlyReport, reportTrend } from '../services/reports/report';

const tags = ['Reports'];

/** The properties a report counts: every one in scope (scope=all, admins only), else the current. */
function propertiesOf(request: FastifyRequest, scopeParam: 'all' | 'current' | undefined): ReportProperties {
  const scope = scopeOf(request);
  if (scopeParam === 'all') {
    if (scope.propertyIds !== 'all') throw forbidden();
    return null;
  }
  const current = scope.currentPropertyId;
  return current && scope.includes(current) ? [current] : [];
}

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const view = requireCapability('reports.view');

  app.get(
    API_ROUTES.reportMonthly.pattern,
    {
      onRequest: view,
      schema: { tags, querystring: monthlyReportQuerySchema, response: okResponse(monthReportAnswerSchema) },
    },
    async (request) => {
      const day = today();
      const properties = propertiesOf(request, request.query.scope);
      const month = request.query.month ?? day.slice(0, 7);
      return ok(MESSAGES.reportFetched, await monthlyReport(deps.db, properties, month, day));
    },
  );

  app.get(
    API_ROUTES.reportTrend.pattern,
    {
      onRequest: view,
      schema: { tags, querystring: reportTrendQuerySchema, response: okResponse(reportTrendAnswerSchema) },
    },
    async (request) => {
      const day = today();
      const properties = propertiesOf(request, request.query.scope);
      const months = await reportTrend(deps.db, properties, request.query.months, day);
      return ok(MESSAGES.reportTrendFetched, { months });
    },
  );
};
