// Staff accounts (SPEC §7 Users and managers, and the staff half of Authentication).
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
import { readForm } from '../http/multipart';
import { ok, okPage } from '../http/reply';
import { formBody, idParams } from '../http/schema';
import { parseBody } from '../http/validate';
import { requireCapability, requireStaff, scopeOf, staffOf } from '../plugins/auth';
import { presentUser } from '../services/present';
import { findStaff } from '../services/property-managers';
import { formLimits } from '../services/uploads';
import {
  addManager,
  deleteManager,
  listStaff,
  resendManagerVerification,
  updateAccount,
  updateManager,
} from '../services/users';
import { verifyEmail } from '../services/verification';

const tags = ['Users and managers'];
const AVATAR = { avatar: 'Avatar: JPEG, PNG or WebP, up to 5 MB' };
const manageManagers = requireCapability('managers.manage');

export const VERIFICATION_MAIL_FAILED = MESSAGES.verificationMailFailed;

/** The form fields and the `avatar` file of a multipart (or JSON) user form. */
async function readUserForm(request: FastifyRequest) {
  const { fields, files } = await readForm(request, formLimits('avatar', 1));
  const avatar = files.find((file) => file.field === 'avatar')?.content ?? null;
  return { fields, avatar };
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/user/profile', { onRequest: requireStaff, schema: { tags } }, async (request) => {
    return ok(MESSAGES.profileFetched, presentUser(staffOf(request)));
  });

  app.get(
    '/user/all-users',
    { onRequest: manageManagers, schema: { tags, querystring: listQuerySchema } },
    async (request) => {
      const page = await listStaff(deps.db, request.query);
      return okPage(MESSAGES.usersFetched, page, (row) => ({ ...presentUser(row), tenantsCount: 0 }));
    },
  );

  app.get(
    '/user/profile/:id',
    { onRequest: requireStaff, schema: { tags, params: idParams } },
    async (request) => {
      const { id } = request.params;
      if (id !== staffOf(request).id && !scopeOf(request).can('managers.manage')) throw forbidden();
      const user = await findStaff(deps.db, id);
      if (!user) throw notFound(MESSAGES.managerNotFound);
      return ok(MESSAGES.profileFetched, presentUser(user));
    },
  );

  app.post(
    '/user/add',
    { onRequest: manageManagers, schema: { tags, body: formBody(managerCreateSchema, AVATAR) } },
    async (request, reply) => {
      const { fields, avatar } = await readUserForm(request);
      const input = parseBody(managerCreateSchema, fields);
      const { user, mailError } = await addManager(deps, input, avatar);
      if (mailError)
        request.log.error({ err: mailError }, `Could not send the verification mail to ${user.email}`);
      reply.code(201);
      const answer = ok(MESSAGES.managerAdded, presentUser(user));
      return mailError ? { ...answer, warnings: [VERIFICATION_MAIL_FAILED] } : answer;
    },
  );

  app.put(
    '/user/update-profile/:id',
    {
      onRequest: manageManagers,
      schema: { tags, params: idParams, body: formBody(managerUpdateSchema, AVATAR) },
    },
    async (request) => {
      const { fields, avatar } = await readUserForm(request);
      const input = parseBody(managerUpdateSchema, fields);
      const actor = staffOf(request);
      const user = await updateManager(
        deps,
        actor,
        request.params.id,
        { ...input, email: fields.email },
        avatar,
      );
      return ok(MESSAGES.managerUpdated, presentUser(user));
    },
  );

  app.put(
    '/user/update-profile-details',
    {
      onRequest: requireCapability('account.update'),
      schema: { tags, body: formBody(accountUpdateSchema, AVATAR) },
    },
    async (request) => {
      const { fields, avatar } = await readUserForm(request);
      const input = parseBody(accountUpdateSchema, fields);
      const user = await updateAccount(deps, staffOf(request), input, avatar);
      return ok(MESSAGES.userDetailsUpdated, presentUser(user));
    },
  );

  app.delete(
    '/user/delete/:id',
    { onRequest: manageManagers, schema: { tags, params: idParams } },
    async (request) => {
      await deleteManager(deps, staffOf(request), request.params.id);
      return ok(MESSAGES.managerDeleted, null);
    },
  );

  app.post(
    '/user/resend-verification-token/:id',
    { onRequest: manageManagers, schema: { tags, params: idParams } },
    async (request) => {
      await resendManagerVerification(deps, staffOf(request), request.params.id);
      return ok(MESSAGES.verificationEmailSent, null);
    },
  );

  app.post('/user/verify-email', { schema: { tags, body: verifyEmailSchema } }, async (request) => {
    await verifyEmail(deps.db, 'manager', request.body.token);
    return ok(MESSAGES.emailVerified, null);
  });
};
