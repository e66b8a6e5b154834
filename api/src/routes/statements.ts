// Bank statement import and matching (issue 23): staff upload the current property's statement
// (CSV), keep its column mapping, and work through the queue of lines that were not matched.
import { readFile } from 'node:fs/promises';
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  statementLineAnswerSchema,
  statementImportAnswerSchema,
  statementMappingAnswerSchema,
} from '@pgportal/contracts/responses';
import {
  matchLineSchema,
  statementImportSchema,
  statementLinesQuerySchema,
  statementMappingSchema,
  type StatementMapping,
} from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../errors';
import { fileOf, withForm } from '../http/multipart';
import { ok, okPage } from '../http/reply';
import { okResponse } from '../http/responses';
import { formBody, objectId, withObjectIds } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf } from '../plugins/auth';
import type { AccessScope } from '../services/access';
import { mailReceipts } from '../services/payments/receipt-mail';
import { afterAnswer } from '../http/after-answer';
import { today } from '../services/calendar';
import { importStatement, presentImport } from '../services/statements/import';
import { ignoreLine, listLines, matchLine, presentLine } from '../services/statements/lines';
import { readMapping, saveMapping } from '../services/statements/mapping';

const tags = ['Bank statements'];
const FILE = { file: 'The bank statement: the CSV or Excel file the bank exports, up to 10 MB' };
const lineParams = z.object({ lineId: objectId(MESSAGES.statementLineNotFound, 'the statement line’s _id') });
const matchBody = withObjectIds(matchLineSchema, { billingId: MESSAGES.invoiceNotFound });
const manageTenants = requireCapability('tenants.manage');

const currentProperty = (scope: AccessScope): string => {
  if (!scope.currentPropertyId) throw badRequest(MESSAGES.statementNoProperty);
  return scope.currentPropertyId;
};

/** The mapping the form confirmed: all three columns named, or none. */
function confirmedMapping(fields: z.output<typeof statementImportSchema>): StatementMapping | null {
  const { dateColumn, narrationColumn, creditColumn, referenceColumn } = fields;
  if (!dateColumn && !narrationColumn && !creditColumn) return null;
  const { debitColumn, indicatorColumn, balanceColumn } = fields;
  return parseBody(statementMappingSchema, {
    ...{ dateColumn, narrationColumn, creditColumn, referenceColumn },
    ...{ debitColumn, indicatorColumn, balanceColumn },
  });
}

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const background = afterAnswer(app);

  app.post(
    API_ROUTES.statementImport.pattern,
    {
      onRequest: manageTenants,
      config: { idempotent: true },
      schema: {
        tags,
        body: formBody(statementImportSchema, FILE),
        response: okResponse(statementImportAnswerSchema),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const propertyId = currentProperty(scope);
      const counts = await withForm(request, { kind: 'bankStatement', maxFiles: 1 }, async (form) => {
        const given = confirmedMapping(parseBody(statementImportSchema, form.fields));
        const file = fileOf(form, 'file');
        if (!file) throw badRequest(MESSAGES.statementFileRequired, { file: MESSAGES.statementFileRequired });
        const kept = await readMapping(deps.db, propertyId);
        // The reader loads with the first statement, SheetJS (a fifth of a second) with it.
        const { parseStatement } = await import('../services/statements/parse');
        const parsed = parseStatement(await readFile(file.path), given, kept);
        const result = await importStatement(deps.db, scope, propertyId, parsed.credits, today());
        if (given) await saveMapping(deps.db, propertyId, parsed.mapping);
        return { ...result, skipped: parsed.skipped };
      });
      // A statement may record hundreds of payments: their receipts (a PDF each) are mailed one after
      // another once the answer is sent, so the import's time does not grow with them.
      background.run(mailReceipts(deps, counts.paymentIds, request.log));
      return ok(MESSAGES.statementImported, { ...presentImport(counts), skipped: counts.skipped });
    },
  );

  app.get(
    API_ROUTES.statementMapping.pattern,
    { onRequest: manageTenants, schema: { tags, response: okResponse(statementMappingAnswerSchema) } },
    async (request) =>
      ok(MESSAGES.statementMappingFetched, await readMapping(deps.db, currentProperty(scopeOf(request)))),
  );

  app.put(
    API_ROUTES.statementMappingSet.pattern,
    {
      onRequest: manageTenants,
      schema: { tags, body: statementMappingSchema, response: okResponse(statementMappingAnswerSchema) },
    },
    async (request) => {
      const propertyId = currentProperty(scopeOf(request));
      await saveMapping(deps.db, propertyId, request.body);
      return ok(MESSAGES.statementMappingSaved, await readMapping(deps.db, propertyId));
    },
  );

  app.get(
    API_ROUTES.statementLines.pattern,
    {
      onRequest: manageTenants,
      schema: {
        tags,
        querystring: statementLinesQuerySchema,
        response: okResponse(z.array(statementLineAnswerSchema)),
      },
    },
    async (request) => {
      const page = await listLines(deps.db, scopeOf(request), request.query);
      return okPage(MESSAGES.statementLinesFetched, page, presentLine);
    },
  );

  app.post(
    API_ROUTES.statementLineMatch.pattern,
    {
      onRequest: manageTenants,
      config: { idempotent: true },
      schema: {
        tags,
        params: lineParams,
        body: matchBody,
        response: okResponse(z.object({ _id: z.string() })),
      },
    },
    async (request) => {
      const { lineId } = request.params;
      const paymentId = await matchLine(deps.db, scopeOf(request), lineId, request.body.billingId, today());
      await mailReceipts(deps, [paymentId], request.log);
      return ok(MESSAGES.statementLineMatched, { _id: lineId });
    },
  );

  app.post(
    API_ROUTES.statementLineIgnore.pattern,
    {
      onRequest: manageTenants,
      schema: { tags, params: lineParams, response: okResponse(z.object({ _id: z.string() })) },
    },
    async (request) => {
      const { lineId } = request.params;
      await ignoreLine(deps.db, scopeOf(request), lineId);
      return ok(MESSAGES.statementLineIgnored, { _id: lineId });
    },
  );
};
