// Staff accounts (SPEC §7 Users and managers, and the staff half of Authentication).
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { userAnswerSchema, userListItemAnswerSchema } from '@pgportal/contracts/responses';
import { z } from 'zod';
import { okResponse } from '../http/responses';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  accountUpdateSchema,
  listQuerySchema,
  managerCreateSchema,
  managerUpdateSchema,
  verifyEmailSchema,
} from '@pgportal/contracts/schemas';
import { forbidden, notFound } from '../errors';
import { fileOf, withForm } from '../http/multipart';
import { ok, okPage } from '../http/reply';
import { formBody, idParam } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, requireStaff, scopeOf, staffOf } from '../plugins/auth';
import { findStaff, presentUser } from '../services/users/read';
import type { ReceivedFile } from '../services/files/uploads';
import {
  addManager,
  assertManageable,
  deleteManager,
  listStaff,
  resendManagerVerification,
  updateAccount,
  updateManager,
} from '../services/users/write';
import { verifyEmail } from '../services/auth/verification';

const IdParams = idParam(MESSAGES.managerNotFound);

const tags = ['Users and managers'];
const AVATAR = { avatar: 'Avatar: JPEG, PNG or WebP, up to 5 MB' };
const manageManagers = requireCapability('managers.manage');

export const VERIFICATION_MAIL_FAILED = MESSAGES.verificationMailFailed;

/** Runs `use` with the fields and the `avatar` file of a multipart (or JSON) user form. */
function withUserForm<T>(
  request: FastifyRequest,
  use: (fields: Record<string, string>, avatar: ReceivedFile | null) => Promise<T>,
): Promise<T> {
  return withForm(request, { kind: 'avatar', maxFiles: 1 }, (form) =>
    use(form.fields, fileOf(form, 'avatar')),
  );
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_ROUTES.userProfile.pattern,
    { onRequest: requireStaff, schema: { tags, response: okResponse(userAnswerSchema) } },
    async (request) => {
      return ok(MESSAGES.profileFetched, presentUser(staffOf(request)));
    },
  );

  app.get(
    API_ROUTES.users.pattern,
    {
      onRequest: manageManagers,
      schema: { tags, querystring: listQuerySchema, response: okResponse(z.array(userListItemAnswerSchema)) },
    },
    async (request) => {
      const page = await listStaff(deps.db, request.query);
      return okPage(MESSAGES.usersFetched, page, (row) => ({ ...presentUser(row), tenantsCount: 0 }));
    },
  );

  app.get(
    API_ROUTES.userFetch.pattern,
    { onRequest: requireStaff, schema: { tags, params: IdParams, response: okResponse(userAnswerSchema) } },
    async (request) => {
      const { id } = request.params;
      if (id !== staffOf(request).id && !scopeOf(request).can('managers.manage')) throw forbidden();
      const user = await findStaff(deps.db, id);
      if (!user) throw notFound(MESSAGES.managerNotFound);
      return ok(MESSAGES.profileFetched, presentUser(user));
    },
  );

  app.post(
    API_ROUTES.userAdd.pattern,
    {
      onRequest: manageManagers,
      schema: {
        tags,
        body: formBody(managerCreateSchema, AVATAR),
        response: okResponse(userAnswerSchema, 201),
      },
    },
    async (request, reply) => {
      const { user, mailError } = await withUserForm(request, (fields, avatar) =>
        addManager(deps, staffOf(request), parseBody(managerCreateSchema, fields), avatar),
      );
      if (mailError)
        request.log.error({ err: mailError }, `Could not send the verification mail to ${user.email}`);
      reply.code(201);
      const answer = ok(MESSAGES.managerAdded, presentUser(user));
      return mailError ? { ...answer, warnings: [VERIFICATION_MAIL_FAILED] } : answer;
    },
  );

  app.put(
    API_ROUTES.userUpdate.pattern,
    {
      onRequest: manageManagers,
      schema: {
        tags,
        params: IdParams,
        body: formBody(managerUpdateSchema, AVATAR),
        response: okResponse(userAnswerSchema),
      },
    },
    async (request) => {
      const actor = staffOf(request);
      const { id } = request.params;
      // Before the body is read: the user exists and the caller may change them.
      await assertManageable(deps.db, actor, id);
      const user = await withUserForm(request, (fields, avatar) =>
        updateManager(
          deps,
          actor,
          id,
          { ...parseBody(managerUpdateSchema, fields), email: fields.email },
          avatar,
        ),
      );
      return ok(MESSAGES.managerUpdated, presentUser(user));
    },
  );

  app.put(
    API_ROUTES.userUpdateOwn.pattern,
    {
      onRequest: requireCapability('account.update'),
      schema: { tags, body: formBody(accountUpdateSchema, AVATAR), response: okResponse(userAnswerSchema) },
    },
    async (request) => {
      const user = await withUserForm(request, (fields, avatar) =>
        updateAccount(deps, staffOf(request), parseBody(accountUpdateSchema, fields), avatar),
      );
      return ok(MESSAGES.userDetailsUpdated, presentUser(user));
    },
  );

  app.delete(
    API_ROUTES.userDelete.pattern,
    { onRequest: manageManagers, schema: { tags, params: IdParams, response: okResponse(z.null()) } },
    async (request) => {
      await deleteManager(deps, staffOf(request), request.params.id);
      return ok(MESSAGES.managerDeleted, null);
    },
  );

  app.post(
    API_ROUTES.userResendVerification.pattern,
    { onRequest: manageManagers, schema: { tags, params: IdParams, response: okResponse(z.null()) } },
    async (request) => {
      await resendManagerVerification(deps, staffOf(request), request.params.id);
      return ok(MESSAGES.verificationEmailSent, null);
    },
  );

  app.post(
    API_ROUTES.userVerifyEmail.pattern,
    { schema: { tags, body: verifyEmailSchema, response: okResponse(z.null()) } },
    async (request) => {
      await verifyEmail(deps.db, 'manager', request.body.token);
      return ok(MESSAGES.emailVerified, null);
    },
  );
};
