// Notices from the office (issue 27; routes/notices.ts is a tenant's notice to move out). Staff post
// to the current property's tenants, edit, delete and list; a tenant reads their property's live
// notices and marks one read. Images are private: /api/v1/files/notice-images/<name>, to staff in
// scope and the property's tenants.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  myOfficeNoticeAnswerSchema,
  officeNoticeAnswerSchema,
  officeNoticePostedAnswerSchema,
} from '@pgportal/contracts/responses';
import {
  officeNoticeFormSchema,
  officeNoticeListQuerySchema,
  officeNoticeUpdateSchema,
} from '@pgportal/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../deps';
import { afterAnswer, type AfterAnswer } from '../http/after-answer';
import { withForm } from '../http/multipart';
import { ok, okPage } from '../http/reply';
import { okResponse } from '../http/responses';
import { formBody, idParam } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, scopeOf } from '../plugins/auth';
import { today } from '../services/calendar';
import type { ReceivedFile } from '../services/files/uploads';
import { mailOfficeNotice, noticeRecipients } from '../services/office-notices/mail';
import {
  findOfficeNotice,
  listMyOfficeNotices,
  listOfficeNotices,
  markOfficeNoticeRead,
  officeNoticeImageVisible,
  presentOfficeNotice,
} from '../services/office-notices/read';
import { deleteOfficeNotice, postOfficeNotice, updateOfficeNotice } from '../services/office-notices/write';
import { privateFileRoute } from './files';

const tags = ['Notices from the office'];
const IdParams = idParam(MESSAGES.officeNoticeNotFound);
const IMAGE = { image: 'An image (optional): JPEG, PNG or WebP, up to 5 MB' };
const ONE = okResponse(officeNoticeAnswerSchema);

/** Mailings under way, per app: awaited when the app closes (and by tests). */
const mailings = new WeakMap<Deps, AfterAnswer>();

/** Resolves when every notice mailing under way for this app has finished. */
export async function officeNoticeMailsSettled(deps: Deps): Promise<void> {
  await mailings.get(deps)?.settled();
}

/** Runs `use` with the form's fields and its `image` file (at most one). */
const withNoticeForm = <T>(
  request: FastifyRequest,
  use: (fields: Record<string, string>, image: ReceivedFile | null) => Promise<T>,
) =>
  withForm(request, { kind: 'noticeImage', maxFiles: 1 }, (form) =>
    use(form.fields, form.files.find((file) => file.field === 'image')?.file ?? null),
  );

export const officeNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = requireCapability('officeNotices.manage');
  const readOwn = requireCapability('officeNotices.readOwn');
  const background = afterAnswer(app);
  mailings.set(deps, background);

  await app.register(privateFileRoute('noticeImage', officeNoticeImageVisible));

  app.get(
    API_ROUTES.officeNotices.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        querystring: officeNoticeListQuerySchema,
        response: okResponse(z.array(officeNoticeAnswerSchema)),
      },
    },
    async (request) => {
      const page = await listOfficeNotices(deps.db, scopeOf(request), request.query);
      return okPage(MESSAGES.officeNoticesFetched, page, (notice) => notice);
    },
  );

  app.post(
    API_ROUTES.officeNoticeAdd.pattern,
    {
      onRequest: manage,
      schema: {
        tags,
        body: formBody(officeNoticeFormSchema, IMAGE),
        response: okResponse(officeNoticePostedAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const notice = await withNoticeForm(request, (fields, image) =>
        postOfficeNotice(deps, scope, parseBody(officeNoticeFormSchema, fields), image),
      );
      const recipients = await noticeRecipients(deps, notice.propertyId);
      // Mailed after the answer: the notice is saved whatever happens to the mails.
      background.run(
        mailOfficeNotice(deps, notice, recipients, request.log).catch((error: unknown) =>
          request.log.error({ err: error }, `Could not mail notice ${notice.id}`),
        ),
      );
      reply.code(201);
      return ok(MESSAGES.officeNoticePosted, { ...presentOfficeNotice(notice), mailedTo: recipients.length });
    },
  );

  app.put(
    API_ROUTES.officeNoticeUpdate.pattern,
    {
      onRequest: manage,
      schema: { tags, params: IdParams, body: formBody(officeNoticeUpdateSchema, IMAGE), response: ONE },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      // Before the body is read: the notice is in the caller's scope.
      await findOfficeNotice(deps.db, scope, id);
      const notice = await withNoticeForm(request, (fields, image) =>
        updateOfficeNotice(deps, scope, id, parseBody(officeNoticeUpdateSchema, fields), image),
      );
      return ok(MESSAGES.officeNoticeUpdated, presentOfficeNotice(notice));
    },
  );

  app.delete(
    API_ROUTES.officeNoticeDelete.pattern,
    { onRequest: manage, schema: { tags, params: IdParams, response: okResponse(z.null()) } },
    async (request) => {
      await deleteOfficeNotice(deps, scopeOf(request), request.params.id);
      return ok(MESSAGES.officeNoticeDeleted, null);
    },
  );

  app.get(
    API_ROUTES.myOfficeNotices.pattern,
    { onRequest: readOwn, schema: { tags, response: okResponse(z.array(myOfficeNoticeAnswerSchema)) } },
    async (request) =>
      ok(MESSAGES.officeNoticesFetched, await listMyOfficeNotices(deps.db, scopeOf(request), today())),
  );

  app.post(
    API_ROUTES.officeNoticeRead.pattern,
    { onRequest: readOwn, schema: { tags, params: IdParams, response: okResponse(z.null()) } },
    async (request) => {
      await markOfficeNoticeRead(deps.db, scopeOf(request), request.params.id);
      return ok(MESSAGES.officeNoticeMarkedRead, null);
    },
  );
};
