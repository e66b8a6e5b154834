// Tenants (SPEC §7 'Tenants'): update, soft delete, verification, and the scope of each route
// (DESIGN §4).
import { eq } from 'drizzle-orm';
import { tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { addProperty, addTenant, formData } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { placeOnBed, tenantForm as form } from './tenants-fixtures';

describe.each(databases)('tenant updates, deletion and verification on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let elsewhere: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    elsewhere = await addProperty(t.database.db, 'Elsewhere PG');
  });
  afterAll(() => t.close());

  const add = (fields: Record<string, string>, cookie = admin, files = {}) =>
    t.request({
      method: 'POST',
      url: '/api/v1/tenant/add',
      headers: { cookie },
      payload: formData(fields, files),
    });
  const get = (url: string, cookie?: string) =>
    t.request({ url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

  describe('PUT /tenant/update/{id}', () => {
    const update = (id: string, fields: Record<string, string>, cookie = admin) =>
      t.request({
        method: 'PUT',
        url: `/api/v1/tenant/update/${id}`,
        headers: { cookie },
        payload: formData(fields),
      });

    it('changes the fields; a new e-mail must be verified again', async () => {
      const id = (await add(form({ email: 'before@example.com' }))).json().data._id as string;
      await t.database.db.update(tenants).set({ isVerified: true }).where(eq(tenants.id, id));
      const same = await update(id, form({ email: 'before@example.com', fullName: 'Asha R' }));
      expect(same.json()).toMatchObject({
        message: 'Tenant Updated Successfully',
        data: { fullName: 'Asha R', isVerified: true },
      });
      const changed = await update(id, form({ email: 'after@example.com' }));
      expect(changed.json().data).toMatchObject({ email: 'after@example.com', isVerified: false });
      expect(t.lastMail('after@example.com')?.text).toMatch(/role=tenant/);
    });

    it('stores every phone number as its 10 digits, however it was typed', async () => {
      const id = (await add(form({ email: 'phones@example.com' }))).json().data._id as string;
      const response = await update(
        id,
        form({
          email: 'phones@example.com',
          phoneNumber: '098765-43211',
          profession: 'STUDENT',
          emergencyContact: JSON.stringify({
            name: 'Mohan Rao',
            relation: 'Father',
            phone: '+91 98765 00097',
          }),
          localGuardian: JSON.stringify({
            name: 'Uncle',
            contactNumber: '0091-98765-00096',
            location: 'Pune',
          }),
        }),
      );
      expect(response.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, id));
      expect(row).toMatchObject({
        phoneNumber: '9876543211',
        emergencyContact: { phone: '9876500097' },
        localGuardian: { contactNumber: '9876500096' },
      });
    });

    it('refuses an e-mail of another tenant (409), bad fields (400), another property (404)', async () => {
      const id = (await add(form({ email: 'upd@example.com' }))).json().data._id as string;
      const taken = await update(id, form({ email: 'TENANT@example.com' }));
      expect([taken.statusCode, taken.json()]).toEqual([
        409,
        {
          success: false,
          code: 'EMAIL_IN_USE',
          message: 'Email is already in use',
          errors: { email: 'Email is already in use' },
        },
      ]);
      expect((await update(id, form({ email: 'upd@example.com', phoneNumber: '123' }))).statusCode).toBe(400);
      const other = await addTenant(t.database.db, 'other.upd@example.com', elsewhere);
      expect((await update(other, form({ email: 'other.upd@example.com' }), manager)).statusCode).toBe(404);
    });
  });

  describe('DELETE /tenant/delete/{id}', () => {
    const remove = (id: string, cookie = admin) =>
      t.request({ method: 'DELETE', url: `/api/v1/tenant/delete/${id}`, headers: { cookie } });

    it('refuses while the tenant is on a bed', async () => {
      const id = await addTenant(t.database.db, 'on.bed@example.com', DEMO_PROPERTY_ID);
      await placeOnBed(t.database.db, id, DEMO_PROPERTY_ID, '303');
      const response = await remove(id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This tenant is on a bed. Vacate the bed first, then delete the tenant.',
      );
      expect((await get(`/tenant/fetch/${id}`, admin)).statusCode).toBe(200);
    });

    it('soft deletes, ends the tenant’s sessions, and frees the e-mail', async () => {
      const id = await addTenant(t.database.db, 'leaving@example.com', DEMO_PROPERTY_ID);
      const session = await t.cookieFor('tenant', 'leaving@example.com');
      expect((await get('/tenant/profile', session)).statusCode).toBe(200);
      const response = await remove(id, manager);
      expect(response.json()).toEqual({ success: true, message: 'Delete Successfully', data: null });
      expect((await get('/tenant/profile', session)).statusCode).toBe(401);
      expect((await get(`/tenant/fetch/${id}`, admin)).statusCode).toBe(404);
      expect((await remove(id)).statusCode).toBe(404);
      expect((await add(form({ email: 'leaving@example.com' }))).statusCode).toBe(201);
    });

    it('answers 404 to a manager for another property’s tenant', async () => {
      const other = await addTenant(t.database.db, 'other.del@example.com', elsewhere);
      expect((await remove(other, manager)).statusCode).toBe(404);
      expect((await remove('nope', manager)).statusCode).toBe(404);
    });
  });

  describe('verification', () => {
    it('verifies a new tenant from the mailed link and resends only while unverified', async () => {
      const id = (await add(form({ email: 'verify.me@example.com' }))).json().data._id as string;
      const resend = (cookie = manager) =>
        t.request({
          method: 'POST',
          url: `/api/v1/tenant/resend-verification-token/${id}`,
          headers: { cookie },
        });
      expect((await resend()).json().message).toBe('Verification Email Sent Successfully');
      const token = /token=([^&\s]+)/.exec(t.lastMail('verify.me@example.com')!.text)![1]!;
      const verified = await t.request({
        method: 'POST',
        url: '/api/v1/tenant/verify',
        payload: { token: decodeURIComponent(token) },
      });
      expect(verified.json()).toEqual({ success: true, message: 'Email Verified!', data: null });
      expect((await get(`/tenant/fetch/${id}`, admin)).json().data.isVerified).toBe(true);
      expect((await resend()).statusCode).toBe(409);
    });
  });
});
