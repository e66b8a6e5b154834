// Issue 24, notice to move out: staff record, read and withdraw a tenant's notice; the tenant gives,
// reads and withdraws their own (the notice date is today in India).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  noticeAnswerSchema,
  noticePreviewAnswerSchema,
  standingNoticeAnswerSchema,
} from '@pgportal/contracts/responses';
import { giveNoticeSchema, recordNoticeSchema } from '@pgportal/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/reply';
import { okResponse } from '../http/responses';
import { objectId } from '../http/schema';
import { requireCapability, scopeOf, staffOf, tenantOf } from '../plugins/auth';
import { today } from '../services/calendar';
import { previewNotice } from '../services/notices/preview';
import { readNotice } from '../services/notices/read';
import { recordNotice, withdrawNotice } from '../services/notices/write';
import { mailWaitingEvent } from '../services/waiting/notify';

const tags = ['Tenants'];
const params = z.object({ tenantId: objectId(MESSAGES.tenantNotFound, 'the tenant’s _id') });

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('tenants.manage');
  const own = requireCapability('notice.giveOwn');

  app.get(
    API_ROUTES.tenantNotice.pattern,
    { onRequest: manage, schema: { tags, params, response: okResponse(standingNoticeAnswerSchema) } },
    async (request) =>
      ok(MESSAGES.noticeFetched, await readNotice(deps.db, scopeOf(request), request.params.tenantId)),
  );

  app.get(
    API_ROUTES.tenantNoticePreview.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        params,
        querystring: recordNoticeSchema,
        response: okResponse(noticePreviewAnswerSchema),
      },
    },
    async (request) =>
      ok(
        MESSAGES.noticePreviewFetched,
        await previewNotice(deps.db, scopeOf(request), request.params.tenantId, request.query),
      ),
  );

  app.post(
    API_ROUTES.tenantNoticeRecord.pattern,
    {
      onRequest: manage,
      schema: { tags, params, body: recordNoticeSchema, response: okResponse(noticeAnswerSchema) },
    },
    async (request) => {
      const actor = { kind: 'STAFF' as const, staffId: staffOf(request).id };
      const notice = await recordNotice(
        deps.db,
        scopeOf(request),
        actor,
        request.params.tenantId,
        request.body,
      );
      return ok(MESSAGES.noticeRecorded, notice);
    },
  );

  app.delete(
    API_ROUTES.tenantNoticeWithdraw.pattern,
    { onRequest: manage, schema: { tags, params, response: okResponse(z.null()) } },
    async (request) => {
      await withdrawNotice(deps.db, scopeOf(request), request.params.tenantId);
      return ok(MESSAGES.noticeWithdrawn, null);
    },
  );

  app.get(
    API_ROUTES.myNotice.pattern,
    { onRequest: own, schema: { tags, response: okResponse(standingNoticeAnswerSchema) } },
    async (request) =>
      ok(MESSAGES.noticeFetched, await readNotice(deps.db, scopeOf(request), tenantOf(request).id)),
  );

  app.get(
    API_ROUTES.myNoticePreview.pattern,
    {
      onRequest: own,
      schema: { tags, querystring: giveNoticeSchema, response: okResponse(noticePreviewAnswerSchema) },
    },
    async (request) => {
      const dates = { noticeDate: today(), moveOutDate: request.query.moveOutDate };
      return ok(
        MESSAGES.noticePreviewFetched,
        await previewNotice(deps.db, scopeOf(request), tenantOf(request).id, dates),
      );
    },
  );

  app.post(
    API_ROUTES.myNoticeGive.pattern,
    { onRequest: own, schema: { tags, body: giveNoticeSchema, response: okResponse(noticeAnswerSchema) } },
    async (request) => {
      const noticeDate = today();
      const notice = await recordNotice(
        deps.db,
        scopeOf(request),
        { kind: 'TENANT', staffId: null },
        tenantOf(request).id,
        { noticeDate, moveOutDate: request.body.moveOutDate },
        noticeDate,
      );
      const tenant = tenantOf(request);
      if (tenant.propertyId) {
        const mailError = await mailWaitingEvent(deps, {
          kind: 'NOTICE',
          propertyId: tenant.propertyId,
          tenantId: tenant.id,
          moveOutDate: request.body.moveOutDate,
        });
        if (mailError) request.log.error({ err: mailError }, 'Could not mail staff of a notice');
      }
      return ok(MESSAGES.noticeRecorded, notice);
    },
  );

  app.delete(
    API_ROUTES.myNoticeWithdraw.pattern,
    { onRequest: own, schema: { tags, response: okResponse(z.null()) } },
    async (request) => {
      await withdrawNotice(deps.db, scopeOf(request), tenantOf(request).id);
      return ok(MESSAGES.noticeWithdrawn, null);
    },
  );
};
