// The managers page (SUPER_ADMIN / OWNER) and who may call it.
import { eq } from 'drizzle-orm';
import { users, verificationTokens } from '../src/db/schema';
import { createTestApp, databases, nextAddress, type TestApp } from './helpers';

describe.each(databases)('managers on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    tenant = await t.cookieFor('tenant', 'tenant@example.com');
  });
  afterAll(() => t.close());

  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return body;
  };
  const add = (fields: Record<string, string>, cookie = admin) =>
    t.request({ method: 'POST', url: '/api/v1/user/add', headers: { cookie }, payload: form(fields) });
  const newManager = (email: string) => ({
    name: 'Asha Verma',
    email,
    phoneNumber: '9876543210',
    role: 'MANAGER',
  });
  const idOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const tokenMailedTo = (email: string) => {
    const link = /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(t.lastMail(email)?.text ?? '')?.[1];
    return link ? new URL(link).searchParams.get('token') : null;
  };

  it('adds an unverified manager and mails a verification link', async () => {
    const response = await add(newManager('Asha.Verma@Example.com'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Manager Added Successfully',
      data: {
        name: 'Asha Verma',
        email: 'asha.verma@example.com',
        role: 'MANAGER',
        isVerified: false,
        avatar: null,
      },
    });
    const mail = t.lastMail('asha.verma@example.com');
    expect(mail?.subject).toBe('Verify your email for PG Portal');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify\?token=[\w-]+&role=manager/);
  });

  it('stores the phone number in one form: the 10 digits of an Indian number', async () => {
    const response = await add({ ...newManager('phone.form@example.com'), phoneNumber: '+91-98765 43219' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.phoneNumber).toBe('9876543219');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'phone.form@example.com'));
    expect(row!.phoneNumber).toBe('9876543219');
  });

  it('accepts the same fields as JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/user/add',
      headers: { cookie: admin },
      payload: newManager('json.manager@example.com'),
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses an e-mail in use (case-insensitively) with 409, naming the Email field', async () => {
    const response = await add(newManager('MANAGER@example.com'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'EMAIL_IN_USE',
      message: 'Email is already in use',
      errors: { email: 'Email is already in use' },
    });
  });

  it('names each missing or invalid field', async () => {
    const response = await add({ name: ' ', email: 'bad', phoneNumber: '', role: 'KING' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'This field is required',
      errors: {
        name: 'This field is required',
        email: 'Please enter a valid email address',
        phoneNumber: 'This field is required',
        role: 'This field is required',
      },
    });
  });

  it('lets the new manager verify once, then sign in', async () => {
    await add(newManager('verify.flow@example.com'));
    const token = tokenMailedTo('verify.flow@example.com');
    // Not before verifying.
    const early = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'verify.flow@example.com' },
      remoteAddress: nextAddress(),
    });
    expect(early.statusCode).toBe(403);
    // A manager token is not a tenant token.
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/tenant/verify', payload: { token } })).statusCode,
    ).toBe(400);

    const verified = await t.request({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: 'Email Verified!', data: null });
    const again = await t.request({ method: 'POST', url: '/api/v1/user/verify-email', payload: { token } });
    // Opened a second time: the address is already verified, and the answer says so.
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This email address is already verified. You can sign in.');

    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'verify.flow@example.com' },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired verification link', async () => {
    await add(newManager('late@example.com'));
    const token = tokenMailedTo('late@example.com');
    await t.database.db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.subjectId, await idOf('late@example.com')));
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      payload: { token },
    });
    expect(response.statusCode).toBe(400);
  });

  it('resends a fresh link and voids the old one; a verified manager gets 409', async () => {
    await add(newManager('resend@example.com'));
    const id = await idOf('resend@example.com');
    const first = tokenMailedTo('resend@example.com');
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/user/resend-verification-token/${id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Verification Email Sent Successfully');
    const second = tokenMailedTo('resend@example.com');
    expect(second).not.toBe(first);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/user/verify-email', payload: { token: first } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/user/verify-email', payload: { token: second } }))
        .statusCode,
    ).toBe(200);
    const verified = await t.request({
      method: 'POST',
      url: `/api/v1/user/resend-verification-token/${id}`,
      headers: { cookie: admin },
    });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('This manager has already verified their email.');
  });

  it('lists staff with tenantsCount, and pages and searches on request', async () => {
    const all = await t.request({ url: '/api/v1/user/all-users', headers: { cookie: admin } });
    expect(all.statusCode).toBe(200);
    const list = all.json().data as Array<{ email: string; tenantsCount: number; assignedPGs: string[] }>;
    expect(list.map((user) => user.email)).toEqual(
      expect.arrayContaining(['admin@example.com', 'manager@example.com']),
    );
    expect(list.every((user) => user.tenantsCount === 0 && Array.isArray(user.assignedPGs))).toBe(true);
    expect(all.json().pagination).toBeUndefined();

    const searched = await t.request({
      url: '/api/v1/user/all-users?search=Demo%20Man',
      headers: { cookie: admin },
    });
    expect(searched.json().data.map((user: { email: string }) => user.email)).toEqual([
      'manager@example.com',
    ]);
    const literal = await t.request({ url: '/api/v1/user/all-users?search=%25', headers: { cookie: admin } });
    expect(literal.json().data).toEqual([]);

    const paged = await t.request({
      url: '/api/v1/user/all-users?page=1&limit=2',
      headers: { cookie: admin },
    });
    expect(paged.json().data).toHaveLength(2);
    expect(paged.json().pagination).toMatchObject({ page: 1, limit: 2, total: list.length });
    const bad = await t.request({ url: '/api/v1/user/all-users?limit=0', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ limit: 'limit must be at least 1' });
  });

  it('gets a profile by id: admins any, a user their own, others 403; unknown 404', async () => {
    const managerId = await idOf('manager@example.com');
    const adminId = await idOf('admin@example.com');
    const byAdmin = await t.request({ url: `/api/v1/user/profile/${managerId}`, headers: { cookie: admin } });
    expect(byAdmin.json().data).toMatchObject({ _id: managerId, email: 'manager@example.com' });
    expect(
      (await t.request({ url: `/api/v1/user/profile/${managerId}`, headers: { cookie: manager } }))
        .statusCode,
    ).toBe(200);
    const other = await t.request({ url: `/api/v1/user/profile/${adminId}`, headers: { cookie: manager } });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not have permission to do this.');
    const missing = await t.request({
      url: '/api/v1/user/profile/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Manager not found');
    expect(
      (await t.request({ url: '/api/v1/user/profile/123', headers: { cookie: admin } })).statusCode,
    ).toBe(404);
  });

  it('updates a manager; the e-mail cannot change', async () => {
    await add(newManager('update.me@example.com'));
    const id = await idOf('update.me@example.com');
    const response = await t.request({
      method: 'PUT',
      url: `/api/v1/user/update-profile/${id}`,
      headers: { cookie: admin },
      payload: form({
        name: 'Asha V.',
        email: 'update.me@example.com',
        phoneNumber: '+91 98765 43210',
        role: 'SUPER_ADMIN',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Manager Details Updated Successfully',
      data: {
        name: 'Asha V.',
        // stored in one form: the 10 digits of an Indian number
        phoneNumber: '9876543210',
        role: 'SUPER_ADMIN',
        email: 'update.me@example.com',
      },
    });
    const email = await t.request({
      method: 'PUT',
      url: `/api/v1/user/update-profile/${id}`,
      headers: { cookie: admin },
      payload: form({ name: 'Asha', email: 'other@example.com', phoneNumber: '9876543210', role: 'MANAGER' }),
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toEqual({ email: 'Email cannot be changed.' });
    const invalid = await t.request({
      method: 'PUT',
      url: `/api/v1/user/update-profile/${id}`,
      headers: { cookie: admin },
      payload: form({ name: '', phoneNumber: 'abc', role: 'MANAGER' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      name: 'This field is required',
      phoneNumber: 'Enter a valid phone number (digits, optional +)',
    });
  });

  it('does not let an admin change their own role', async () => {
    const id = await idOf('admin@example.com');
    const response = await t.request({
      method: 'PUT',
      url: `/api/v1/user/update-profile/${id}`,
      headers: { cookie: admin },
      payload: form({ name: 'Super Admin', phoneNumber: '9876500001', role: 'MANAGER' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You cannot change your own role.');
  });

  it('soft-deletes a manager and ends their sessions at once', async () => {
    await add(newManager('leaving@example.com'));
    const id = await idOf('leaving@example.com');
    await t.database.db.update(users).set({ isVerified: true }).where(eq(users.id, id));
    const theirs = await t.cookieFor('staff', 'leaving@example.com');
    expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie: theirs } })).statusCode).toBe(
      200,
    );

    const response = await t.request({
      method: 'DELETE',
      url: `/api/v1/user/delete/${id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Manager Deleted Successfully', data: null });
    expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie: theirs } })).statusCode).toBe(
      401,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const list = await t.request({ url: '/api/v1/user/all-users', headers: { cookie: admin } });
    expect(list.json().data.map((user: { email: string }) => user.email)).not.toContain(
      'leaving@example.com',
    );
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/user/delete/${id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
    // The e-mail is free again.
    expect((await add(newManager('leaving@example.com'))).statusCode).toBe(201);
  });

  it('does not let an admin delete themselves', async () => {
    const id = await idOf('admin@example.com');
    const response = await t.request({
      method: 'DELETE',
      url: `/api/v1/user/delete/${id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You cannot delete your own account.');
  });

  it('answers 403 to a manager or a tenant and 401 to nobody on every manager route', async () => {
    const id = await idOf('manager@example.com');
    const routes = [
      { method: 'GET', url: '/api/v1/user/all-users' },
      { method: 'POST', url: '/api/v1/user/add', payload: newManager('x@example.com') },
      {
        method: 'PUT',
        url: `/api/v1/user/update-profile/${id}`,
        payload: { name: 'X', phoneNumber: '9876543210', role: 'MANAGER' },
      },
      { method: 'DELETE', url: `/api/v1/user/delete/${id}` },
      { method: 'POST', url: `/api/v1/user/resend-verification-token/${id}` },
    ] as const;
    for (const route of routes) {
      const asManager = await t.request({ ...route, headers: { cookie: manager } });
      expect([route.url, asManager.statusCode, asManager.json().message]).toEqual([
        route.url,
        403,
        'You do not have permission to do this.',
      ]);
      const asTenant = await t.request({ ...route, headers: { cookie: tenant } });
      expect([route.url, asTenant.statusCode, asTenant.json().message]).toEqual([
        route.url,
        403,
        'You do not have permission to do this.',
      ]);
      const signedOut = await t.request({ ...route, headers: {} });
      expect([route.url, signedOut.statusCode, signedOut.json().message]).toEqual([
        route.url,
        401,
        'Unauthorized',
      ]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.deletedAt).toBeNull();
  });

  it('lets only an OWNER change or delete an OWNER', async () => {
    const [owner] = await t.database.db
      .insert(users)
      .values({ name: 'The Owner', email: 'owner@example.com', role: 'OWNER', isVerified: true })
      .returning();
    const response = await t.request({
      method: 'DELETE',
      url: `/api/v1/user/delete/${owner!.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(403);
    const ownerCookie = await t.cookieFor('staff', 'owner@example.com');
    expect(
      (await t.request({ url: '/api/v1/user/all-users', headers: { cookie: ownerCookie } })).statusCode,
    ).toBe(200);
  });
});
