// The managers page (SUPER_ADMIN / OWNER): add, list, view, update, delete (verification and access: manager-*.test.ts).
import { UNPAGED_LIMIT } from '@pgportal/contracts/schemas';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('managers on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
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

  it('lists staff with tenantsCount, and pages and searches on request', async () => {
    const all = await t.request({ url: '/api/v1/user/all-users', headers: { cookie: admin } });
    expect(all.statusCode).toBe(200);
    const list = all.json().data as Array<{ email: string; tenantsCount: number; assignedPGs: string[] }>;
    expect(list.map((user) => user.email)).toEqual(
      expect.arrayContaining(['admin@example.com', 'manager@example.com']),
    );
    expect(list.every((user) => user.tenantsCount === 0 && Array.isArray(user.assignedPGs))).toBe(true);
    expect(all.json().pagination).toMatchObject({ page: 1, limit: UNPAGED_LIMIT });

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
});
