// Staff accounts (SPEC §7 Users and managers, and the staff half of Authentication).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountUpdateSchema,
  listQuerySchema,
  managerCreateSchema,
  managerUpdateSchema,
  verifyEmailSchema,
} from '@pgportal/contracts/schemas';
import { forbidden, notFound } from '../errors';
import { readForm } from '../http/multipart';
import { ok } from '../http/reply';
import { parseBody } from '../http/validate';
import { ADMINS, ALL_STAFF, requireStaff, staffOf } from '../plugins/auth';
import { AVATAR_TOO_LARGE } from '../services/avatars';
import { presentUser } from '../services/present';
import {
  addManager,
  deleteManager,
  findStaff,
  listStaff,
  MANAGER_NOT_FOUND,
  resendManagerVerification,
  updateAccount,
  updateManager,
} from '../services/users';
import { verifyEmail } from '../services/verification';
import { MAX_IMAGE_BYTES } from '../storage/images';

type WithId = { Params: { id: string } };

export const VERIFICATION_MAIL_FAILED =
  'The verification email could not be sent. Use Resend to try again.';

/** The form fields and the `avatar` file of a multipart (or JSON) user form. */
async function readUserForm(request: FastifyRequest) {
  const { fields, files } = await readForm(request, {
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFiles: 1,
    fileTooLarge: AVATAR_TOO_LARGE,
  });
  const avatar = files.find((file) => file.field === 'avatar')?.content ?? null;
  return { fields, avatar };
}

export async function userRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.get('/user/profile', { preHandler: requireStaff() }, async (request) => {
    return ok('Profile fetched successfully', presentUser(staffOf(request)));
  });

  app.get('/user/all-users', { preHandler: requireStaff(ADMINS) }, async (request) => {
    const query = parseBody(listQuerySchema, request.query);
    const { rows, total } = await listStaff(deps.db, query);
    const data = rows.map((row) => ({ ...presentUser(row), tenantsCount: 0 }));
    if (query.page === undefined && query.limit === undefined) return ok('Users fetched successfully', data);
    const limit = query.limit ?? 20;
    return {
      ...ok('Users fetched successfully', data),
      pagination: { page: query.page ?? 1, limit, total, totalPages: Math.ceil(total / limit) },
    };
  });

  app.get<WithId>('/user/profile/:id', { preHandler: requireStaff() }, async (request) => {
    const actor = staffOf(request);
    if (request.params.id !== actor.id && !ADMINS.includes(actor.role)) throw forbidden();
    const user = await findStaff(deps.db, request.params.id);
    if (!user) throw notFound(MANAGER_NOT_FOUND);
    return ok('Profile fetched successfully', presentUser(user));
  });

  app.post('/user/add', { preHandler: requireStaff(ADMINS) }, async (request, reply) => {
    const { fields, avatar } = await readUserForm(request);
    const input = parseBody(managerCreateSchema, fields);
    const { user, mailError } = await addManager(deps, input, avatar);
    if (mailError)
      request.log.error({ err: mailError }, `Could not send the verification mail to ${user.email}`);
    reply.code(201);
    const answer = ok('Manager Added Successfully', presentUser(user));
    return mailError ? { ...answer, warnings: [VERIFICATION_MAIL_FAILED] } : answer;
  });

  app.put<WithId>('/user/update-profile/:id', { preHandler: requireStaff(ADMINS) }, async (request) => {
    const { fields, avatar } = await readUserForm(request);
    const input = parseBody(managerUpdateSchema, fields);
    const user = await updateManager(
      deps,
      staffOf(request),
      request.params.id,
      { ...input, email: fields.email },
      avatar,
    );
    return ok('Manager Details Updated Successfully', presentUser(user));
  });

  app.put('/user/update-profile-details', { preHandler: requireStaff(ALL_STAFF) }, async (request) => {
    const { fields, avatar } = await readUserForm(request);
    const input = parseBody(accountUpdateSchema, fields);
    const user = await updateAccount(deps, staffOf(request), input, avatar);
    return ok('User Details Updated Successfully', presentUser(user));
  });

  app.delete<WithId>('/user/delete/:id', { preHandler: requireStaff(ADMINS) }, async (request) => {
    await deleteManager(deps, staffOf(request), request.params.id);
    return ok('Manager Deleted Successfully', null);
  });

  app.post<WithId>(
    '/user/resend-verification-token/:id',
    { preHandler: requireStaff(ADMINS) },
    async (request) => {
      await resendManagerVerification(deps, staffOf(request), request.params.id);
      return ok('Verification Email Sent Successfully', null);
    },
  );

  app.post('/user/verify-email', async (request) => {
    const { token } = parseBody(verifyEmailSchema, request.body);
    await verifyEmail(deps.db, 'manager', token);
    return ok('Email Verified!', null);
  });
}
