// Complaints (SPEC §7 'Complaints'). Either kind of session is read, so a tenant on a staff route
// and staff on a tenant route get 403 (not 401). Complaint images are private files, served at
// /api/v1/files/complaint-images/<name> to staff in scope and to the tenant who raised it.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  MAX_COMPLAINT_IMAGES,
  complaintCreateSchema,
  complaintListQuerySchema,
  complaintReviewSchema,
  complaintUpdateSchema,
} from '@pgportal/contracts/schemas';
import { complaintAnswerSchema } from '@pgportal/contracts/responses';
import { z } from 'zod';
import { okResponse } from '../http/responses';
import { HttpError, badRequest } from '../errors';
import { withForm } from '../http/multipart';
import { ok, okPage } from '../http/reply';
import { formBody, idParam } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, requireSignedIn, scopeOf } from '../plugins/auth';
import {
  assertComplaintEditable,
  complaintImageVisible,
  createComplaint,
  currentPlaceOrRefuse,
  getComplaint,
  listAllComplaints,
  listMyComplaints,
  updateComplaint,
} from '../services/complaints/write';
import { reviewComplaint } from '../services/complaints/review';
import type { ReceivedFile } from '../services/files/uploads';
import { privateFileRoute } from './files';

const IdParams = idParam(MESSAGES.complaintNotFound);
const ONE = okResponse(complaintAnswerSchema);
const LIST = okResponse(z.array(complaintAnswerSchema));

const tags = ['Complaints'];
const IMAGES = {
  complaintImages: `Images (repeat the field): JPEG, PNG or WebP, up to 5 MB each, at most ${MAX_COMPLAINT_IMAGES} a complaint`,
};
const staffOnly = requireCapability('complaints.review', MESSAGES.complaintStaffOnly);
const staffListOnly = requireCapability('complaints.review', MESSAGES.complaintListStaffOnly);
const tenantOnly = requireCapability('complaints.create', MESSAGES.complaintTenantOnly);

/**
 * Runs `use` with the form's fields and its `complaintImages` files; more than 10 files is a 400,
 * like 10 in all.
 */
async function withComplaintForm<T>(
  request: FastifyRequest,
  use: (fields: Record<string, string>, images: ReceivedFile[]) => Promise<T>,
): Promise<T> {
  try {
    return await withForm(request, { kind: 'complaintImage', maxFiles: MAX_COMPLAINT_IMAGES }, (form) =>
      use(
        form.fields,
        form.files.filter((file) => file.field === 'complaintImages').map((file) => file.file),
      ),
    );
  } catch (error) {
    if (error instanceof HttpError && error.code === 'TOO_MANY_FILES') {
      throw badRequest(MESSAGES.complaintTooManyImages, { complaintImages: MESSAGES.complaintTooManyImages });
    }
    throw error;
  }
}

export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  await app.register(privateFileRoute('complaintImage', complaintImageVisible));

  app.get(
    API_ROUTES.myComplaints.pattern,
    { onRequest: tenantOnly, schema: { tags, querystring: complaintListQuerySchema, response: LIST } },
    async (request) => {
      const page = await listMyComplaints(deps.db, scopeOf(request), request.query);
      return okPage(MESSAGES.complaintsFetched, page, (complaint) => complaint);
    },
  );

  app.get(
    API_ROUTES.allComplaints.pattern,
    { onRequest: staffListOnly, schema: { tags, querystring: complaintListQuerySchema, response: LIST } },
    async (request) => {
      const page = await listAllComplaints(deps.db, scopeOf(request), request.query);
      return okPage(MESSAGES.complaintsFetched, page, (complaint) => complaint);
    },
  );

  app.get(
    API_ROUTES.complaintFetch.pattern,
    { onRequest: requireSignedIn, schema: { tags, params: IdParams, response: ONE } },
    async (request) => {
      const complaint = await getComplaint(deps.db, scopeOf(request), request.params.id);
      return ok(MESSAGES.complaintFetched, complaint);
    },
  );

  app.post(
    API_ROUTES.complaintCreate.pattern,
    {
      onRequest: tenantOnly,
      schema: {
        tags,
        body: formBody(complaintCreateSchema, IMAGES),
        response: okResponse(complaintAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      // Before the body is read: a tenant on no bed may not send images at all.
      await currentPlaceOrRefuse(deps.db, scope.actorId);
      const complaint = await withComplaintForm(request, (fields, images) =>
        createComplaint(deps, scope, parseBody(complaintCreateSchema, fields), images),
      );
      reply.code(201);
      return ok(MESSAGES.complaintCreated, complaint);
    },
  );

  app.put(
    API_ROUTES.complaintUpdate.pattern,
    {
      onRequest: tenantOnly,
      schema: { tags, params: IdParams, body: formBody(complaintUpdateSchema, IMAGES), response: ONE },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      // Before the body is read: the complaint is the caller's and may still be edited.
      await assertComplaintEditable(deps.db, scope, id);
      const complaint = await withComplaintForm(request, (fields, images) =>
        updateComplaint(deps, scope, id, parseBody(complaintUpdateSchema, fields), images),
      );
      return ok(MESSAGES.complaintUpdated, complaint);
    },
  );

  app.put(
    API_ROUTES.complaintReview.pattern,
    { onRequest: staffOnly, schema: { tags, params: IdParams, body: complaintReviewSchema, response: ONE } },
    async (request) => {
      const { complaint, mailError } = await reviewComplaint(
        deps,
        scopeOf(request),
        request.params.id,
        request.body,
      );
      const answer = ok(MESSAGES.complaintStatusUpdated, complaint);
      if (!mailError) return answer;
      request.log.error({ err: mailError }, `Could not mail the tenant about complaint ${complaint._id}`);
      return { ...answer, warnings: [MESSAGES.complaintStatusMailFailed] };
    },
  );
};
