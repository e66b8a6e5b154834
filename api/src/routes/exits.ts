// Exit statements (issue 24): staff read, save (JSON or multipart with photos), send, settle and
// download a tenant's; the tenant reads theirs, accepts or disputes it, downloads it. Deduction
// photos are private files served at /api/v1/files/exit-photos/<name> to staff in scope and the tenant.
import { paperVerifyUrl } from '../services/verify/tokens';
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { exitStatementAnswerSchema, refundDueAnswerSchema } from '@pgportal/contracts/responses';
import {
  MAX_EXIT_DEDUCTIONS,
  MAX_EXIT_PHOTOS,
  exitAcceptSchema,
  exitDisputeSchema,
  exitSettleSchema,
  exitStatementSaveSchema,
} from '@pgportal/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { properties } from '../db/schema';
import { conflict, notFound, ValidationError } from '../errors';
import { withForm } from '../http/multipart';
import { ok } from '../http/reply';
import { binaryResponse, okResponse } from '../http/responses';
import { formBody, objectId } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf, staffOf } from '../plugins/auth';
import type { Db } from '../db/client';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import type { ReceivedFile } from '../services/files/uploads';
import { mailExitStatement } from '../services/exits/notify';
import { exitStatementPdf } from '../services/pdf/on-demand';
import { refreshStatement } from '../services/exits/reopen';
import { mailWaitingEvent } from '../services/waiting/notify';
import {
  exitPhotoVisible,
  getExitStatement,
  getMyExitStatement,
  refundsDue,
  staffTenant,
} from '../services/exits/read';
import { settleExitStatement } from '../services/exits/settle';
import { answerExitStatement, saveExitStatement, sendExitStatement } from '../services/exits/write';
import { privateFileRoute } from './files';

const tags = ['Exit statements'];
const params = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });
const ONE = okResponse(exitStatementAnswerSchema.nullable());
const PDF = binaryResponse('application/pdf', 'the exit statement as a PDF');
const PHOTOS = {
  'photos.0': `A deduction's photos: the field photos.<index of the deduction>, repeated; JPEG, PNG or WebP up to 5 MB, at most ${MAX_EXIT_PHOTOS} a save`,
};

/** The deductions (a JSON field in multipart) and each one's new photos, by its index. */
function readSaveForm(fields: Record<string, string>, files: Array<{ field: string; file: ReceivedFile }>) {
  let deductions: unknown = fields.deductions;
  if (typeof deductions === 'string') {
    try {
      deductions = JSON.parse(deductions);
    } catch {
      throw new ValidationError({ deductions: 'Send the deductions as a JSON list' });
    }
  }
  const values = parseBody(exitStatementSaveSchema, { deductions });
  const photos: ReceivedFile[][] = values.deductions.map(() => []);
  for (const { field, file } of files) {
    const index = /^photos\.(\d+)$/.exec(field)?.[1];
    const slot = index === undefined ? undefined : photos[Number(index)];
    if (!slot)
      throw new ValidationError({ [field]: 'Name each photo field photos.<index of its deduction>' });
    slot.push(file);
  }
  return { values, photos };
}

async function sendPdf(
  db: Db,
  reply: FastifyReply,
  statement: ExitStatementAnswer | null,
  propertyId: string | null,
  publicUrl: string,
) {
  if (!statement) throw notFound(MESSAGES.exitStatementNotFound);
  const [property] = propertyId
    ? await db.select({ name: properties.name }).from(properties).where(eq(properties.id, propertyId))
    : [];
  // A statement with a saved version is a paper the portal issued: it carries the verify QR code.
  const url = statement.version > 0 ? await paperVerifyUrl(db, publicUrl, { kind: 'EXIT_STATEMENT', id: statement.tenantId }) : null;
  if (url) reply.header('x-verify-url', url);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'attachment; filename="exit-statement.pdf"')
    .send(await exitStatementPdf(statement, property?.name ?? '', url));
}

export const exitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('tenants.manage');
  const own = requireCapability('tenants.viewOwn');
  // Every read first reopens a statement whose figures changed since it was sent (issue 41).
  const view = async (request: Parameters<typeof scopeOf>[0], tenantId: string) => {
    await staffTenant(deps.db, scopeOf(request), tenantId);
    await refreshStatement(deps, tenantId);
    return getExitStatement(deps.db, scopeOf(request), tenantId);
  };
  const mine = async (tenantId: string) => {
    await refreshStatement(deps, tenantId);
    return getMyExitStatement(deps.db, tenantId);
  };

  await app.register(privateFileRoute('exitPhoto', exitPhotoVisible));

  app.get(
    API_ROUTES.tenantExitStatement.pattern,
    { onRequest: manage, schema: { tags, params, response: ONE } },
    async (request) => ok(MESSAGES.exitStatementFetched, await view(request, request.params.tenantId)),
  );

  app.put(
    API_ROUTES.tenantExitStatementSave.pattern,
    {
      onRequest: manage,
      schema: { tags, params, body: formBody(exitStatementSaveSchema, PHOTOS), response: ONE },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { tenantId } = request.params;
      // Before the body is read: the tenant is live and in the caller's scope.
      await staffTenant(deps.db, scope, tenantId);
      await withForm(
        request,
        { kind: 'exitPhoto', maxFiles: MAX_EXIT_PHOTOS * MAX_EXIT_DEDUCTIONS },
        (form) => {
          const { values, photos } = readSaveForm(form.fields, form.files);
          return saveExitStatement(deps, scope, staffOf(request).id, tenantId, values, photos);
        },
      );
      return ok(MESSAGES.exitStatementSaved, await view(request, tenantId));
    },
  );

  app.post(
    API_ROUTES.tenantExitStatementSend.pattern,
    { onRequest: manage, schema: { tags, params, response: ONE } },
    async (request) => {
      const { tenantId } = request.params;
      await sendExitStatement(deps.db, scopeOf(request), tenantId);
      const failed = await mailExitStatement(deps, tenantId);
      if (failed) request.log.error({ err: failed }, 'Exit statement mail not sent');
      return ok(MESSAGES.exitStatementSent, await view(request, tenantId));
    },
  );

  app.post(
    API_ROUTES.tenantExitStatementSettle.pattern,
    { onRequest: manage, schema: { tags, params, body: exitSettleSchema, response: ONE } },
    async (request) => {
      const { tenantId } = request.params;
      const outcome = await settleExitStatement(deps.db, scopeOf(request), tenantId, request.body);
      if (outcome === 'reopened') {
        const failed = await mailExitStatement(deps, tenantId, { changed: true });
        if (failed) request.log.error({ err: failed }, 'Exit statement mail not sent');
        throw conflict(MESSAGES.exitStatementChangedSentAgain);
      }
      return ok(MESSAGES.exitStatementSettled, await view(request, tenantId));
    },
  );

  app.get(
    API_ROUTES.tenantExitStatementDownload.pattern,
    { onRequest: manage, schema: { tags, params, response: PDF } },
    async (request, reply) => {
      const tenant = await staffTenant(deps.db, scopeOf(request), request.params.tenantId);
      return sendPdf(deps.db, reply, await view(request, tenant.id), tenant.propertyId, deps.config.publicUrl);
    },
  );

  app.get(
    API_ROUTES.myExitStatement.pattern,
    { onRequest: own, schema: { tags, response: ONE } },
    async (request) => ok(MESSAGES.exitStatementFetched, await mine(scopeOf(request).actorId)),
  );

  app.post(
    API_ROUTES.myExitStatementAccept.pattern,
    { onRequest: own, schema: { tags, body: exitAcceptSchema, response: ONE } },
    async (request) => {
      const scope = scopeOf(request);
      const outcome = await answerExitStatement(deps.db, scope, {
        response: 'ACCEPTED',
        version: request.body?.version,
      });
      if (outcome === 'reopened') {
        const failed = await mailExitStatement(deps, scope.actorId, { changed: true });
        if (failed) request.log.error({ err: failed }, 'Exit statement mail not sent');
        throw conflict(MESSAGES.exitStatementChanged);
      }
      return ok(MESSAGES.exitStatementAccepted, await getMyExitStatement(deps.db, scope.actorId));
    },
  );

  app.post(
    API_ROUTES.myExitStatementDispute.pattern,
    { onRequest: own, schema: { tags, body: exitDisputeSchema, response: ONE } },
    async (request) => {
      const scope = scopeOf(request);
      await answerExitStatement(deps.db, scope, { response: 'DISPUTED', ...request.body });
      if (scope.currentPropertyId) {
        const mailError = await mailWaitingEvent(deps, {
          kind: 'EXIT_DISPUTE',
          propertyId: scope.currentPropertyId,
          tenantId: scope.actorId,
          comment: request.body.comment,
        });
        if (mailError) request.log.error({ err: mailError }, 'Could not mail staff of a disputed exit statement');
      }
      return ok(MESSAGES.exitStatementDisputed, await getMyExitStatement(deps.db, scope.actorId));
    },
  );

  app.get(
    API_ROUTES.myExitStatementDownload.pattern,
    { onRequest: own, schema: { tags, response: PDF } },
    async (request, reply) => {
      const scope = scopeOf(request);
      return sendPdf(deps.db, reply, await mine(scope.actorId), scope.currentPropertyId, deps.config.publicUrl);
    },
  );

  app.get(
    API_ROUTES.refundsDue.pattern,
    {
      onRequest: requireCapability('stats.view'),
      schema: { tags, response: okResponse(z.array(refundDueAnswerSchema)) },
    },
    async (request) => ok(MESSAGES.refundsDueFetched, await refundsDue(deps.db, scopeOf(request))),
  );
};
