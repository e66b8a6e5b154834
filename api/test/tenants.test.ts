// Tenants (SPEC §7 'Tenants'): admission, list and search, details, and the scope of each route
// (DESIGN §4). Update, soft delete and verification: tenants-changes.test.ts.
import { UNPAGED_LIMIT } from '@pgportal/contracts/schemas';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { INVALID_MOBILE } from '@pgportal/contracts/schemas';
import { tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { addProperty, addTenant, formData, PDF, PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { addInvoice, placeOnBed, tenantForm as form } from './tenants-fixtures';

describe.each(databases)('tenants on $name', (database) => {
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
  const photos = () => {
    const dir = join(t.dataDir, 'uploads', 'profile-photos');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  describe('POST /tenant/add', () => {
    it('admits a tenant into the current property with a photo and mails the verification link', async () => {
      const response = await add(form(), admin, { tenantImage: { content: PNG, name: 'me.png' } });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Tenant Added Successfully',
        data: {
          fullName: 'Asha Rao',
          email: 'asha.rao@example.com',
          // stored in one form: the 10 digits, without +91 or spaces
          phoneNumber: '9876543210',
          dateOfBirth: '2001-04-05',
          profession: 'JOB',
          isVerified: false,
          property: { _id: DEMO_PROPERTY_ID, name: 'Sunrise PG' },
          room: null,
          bed: null,
          emergencyContact: { name: 'Mohan Rao', relation: 'Father', phone: '9876500099' },
          // kept only for a STUDENT; conditions only when ticked
          localGuardian: null,
          healthInfo: { hasHealthCondition: false, conditions: [] },
          monthlyRent: 0,
          mealCost: 0,
          dueAmount: 0,
          legalDocuments: [],
          role: 'TENANT',
        },
      });
      expect(body.data.profilePhoto.url).toMatch(/^\/uploads\/profile-photos\/[0-9a-f-]{36}\.png$/);
      expect(t.lastMail('asha.rao@example.com')?.text).toMatch(/\/verify\?token=.+&role=tenant/);
    });

    it('keeps the local guardian of a STUDENT and the conditions when ticked', async () => {
      const response = await add(
        form({
          email: 'student@example.com',
          profession: 'STUDENT',
          healthInfo: JSON.stringify({ hasHealthCondition: true, conditions: ['Asthma'] }),
        }),
      );
      expect(response.json().data).toMatchObject({
        localGuardian: { name: 'Uncle', contactNumber: '9876500098', location: 'Pune' },
        healthInfo: { hasHealthCondition: true, conditions: ['Asthma'] },
      });
    });

    it('refuses an e-mail in use, whatever its case (409), naming the Email field', async () => {
      await add(form({ email: 'clash@example.com' }));
      const response = await add(form({ email: 'CLASH@Example.COM' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'EMAIL_IN_USE',
        message: 'Email is already in use',
        errors: { email: 'Email is already in use' },
      });
    });

    it('names each missing or wrong field', async () => {
      const empty = await add({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({
        fullName: 'This field is required',
        // the e-mail may be left out (issue 42: tenant-admission-no-email.test.ts)
        phoneNumber: 'This field is required',
        dateOfBirth: 'This field is required',
        address: 'This field is required',
      });
      for (const phoneNumber of ['12345', '+1 9876543210', '98765432100']) {
        const wrong = await add(form({ email: 'phone@example.com', phoneNumber }));
        expect([phoneNumber, wrong.statusCode, wrong.json().errors]).toEqual([
          phoneNumber,
          400,
          { phoneNumber: INVALID_MOBILE },
        ]);
      }
      const badJson = await add(form({ email: 'json@example.com', emergencyContact: '{name' }));
      expect(badJson.json().errors).toEqual({ emergencyContact: 'emergencyContact must be a JSON object' });
      const future = await add(form({ email: 'future@example.com', dateOfBirth: '2999-01-01' }));
      expect(future.json().errors).toEqual({
        dateOfBirth: 'Enter a valid date of birth in the past (YYYY-MM-DD)',
      });
    });

    it('refuses a photo that is not an image, leaving no file', async () => {
      const before = photos();
      const response = await add(form({ email: 'pdf-photo@example.com' }), admin, {
        tenantImage: { content: PDF, name: 'me.png' },
      });
      expect(response.statusCode).toBe(415);
      expect(photos()).toEqual(before);
    });

    it('admits into a named property in scope; another property is 404 for a manager', async () => {
      const asAdmin = await add(form({ email: 'named@example.com', propertyId: elsewhere }));
      expect(asAdmin.json().data.property).toEqual({ _id: elsewhere, name: 'Elsewhere PG' });
      const asManager = await add(form({ email: 'named2@example.com', propertyId: elsewhere }), manager);
      expect(asManager.statusCode).toBe(404);
      const own = await add(form({ email: 'mgr@example.com' }), manager);
      expect(own.json().data.property._id).toBe(DEMO_PROPERTY_ID);
    });

    it('answers 403 to a tenant and 401 to nobody', async () => {
      const tenant = await t.cookieFor('tenant', 'tenant@example.com');
      expect((await add(form({ email: 'x@example.com' }), tenant)).statusCode).toBe(403);
      expect(
        (await t.request({ method: 'POST', url: '/api/v1/tenant/add', payload: form() })).statusCode,
      ).toBe(401);
      for (const url of ['/tenant/', '/tenant?search=a', `/tenant/fetch/${DEMO_PROPERTY_ID}`]) {
        expect([url, (await get(url, tenant)).statusCode]).toEqual([url, 403]);
      }
    });
  });

  describe('GET /tenant/', () => {
    let placed: string;
    beforeAll(async () => {
      const db = t.database.db;
      placed = await addTenant(db, 'placed.person@example.com', DEMO_PROPERTY_ID);
      await db
        .update(tenants)
        .set({ fullName: 'Zubin Placed', phoneNumber: '9000011111' })
        .where(eq(tenants.id, placed));
      await placeOnBed(db, placed, DEMO_PROPERTY_ID, '101');
      const other = await addTenant(db, 'far.away@example.com', elsewhere);
      await db.update(tenants).set({ fullName: 'Far Away' }).where(eq(tenants.id, other));
    });

    it('lists each tenant with their property, room and bed', async () => {
      const response = await get('/tenant/', admin);
      expect(response.statusCode).toBe(200);
      const rows = response.json().data as Array<Record<string, unknown>>;
      expect(rows.find((row) => row._id === placed)).toMatchObject({
        fullName: 'Zubin Placed',
        property: { _id: DEMO_PROPERTY_ID, name: 'Sunrise PG' },
        room: { roomNumber: '101', floor: 1 },
        bed: { bedNumber: 2 },
      });
      expect(response.json().pagination).toMatchObject({ page: 1, limit: UNPAGED_LIMIT });
      expect(rows.some((row) => row.email === 'far.away@example.com')).toBe(true);
    });

    it('shows a manager only the tenants of their properties', async () => {
      const rows = (await get('/tenant/', manager)).json().data as Array<{ email: string }>;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.email === 'far.away@example.com')).toBe(false);
      expect((await get('/tenant?search=far.away', manager)).json().data).toEqual([]);
    });

    it('searches by name, e-mail and phone without regard to case', async () => {
      for (const search of ['zubin pl', 'PLACED.PERSON@', '900001']) {
        const rows = (await get(`/tenant?search=${encodeURIComponent(search)}`, admin)).json().data;
        expect([search, rows.map((row: { _id: string }) => row._id)]).toEqual([search, [placed]]);
      }
      // LIKE wildcards are matched literally.
      expect((await get('/tenant?search=%25', admin)).json().data).toEqual([]);
    });

    it('finds a phone number typed with +91, a trunk 0, spaces or dashes (issue 43)', async () => {
      for (const search of [
        '+91 90000 11111',
        '+91-9000011111',
        '09000 011111',
        '919000011111',
        '90000 111',
      ]) {
        const rows = (await get(`/tenant?search=${encodeURIComponent(search)}`, admin)).json().data;
        expect([search, rows.map((row: { _id: string }) => row._id)]).toEqual([search, [placed]]);
      }
      expect(
        (await get(`/tenant?search=${encodeURIComponent('+91 90000 22222')}`, admin)).json().data,
      ).toEqual([]);
    });

    it('pages, and lists only the unassigned with assigned=false', async () => {
      const page = (await get('/tenant?page=1&limit=2', admin)).json();
      expect(page.data).toHaveLength(2);
      expect(page.pagination).toMatchObject({ page: 1, limit: 2 });
      expect(page.pagination.total).toBeGreaterThan(3);
      const free = (await get('/tenant?assigned=false&limit=100', admin)).json().data as Array<{
        _id: string;
      }>;
      expect(free.some((row) => row._id === placed)).toBe(false);
      expect(free.length).toBe(page.pagination.total - 1);
      // the first page (its own statement) and the next ones follow the whole list's order
      const whole = (await get('/tenant/', admin)).json().data as Array<{ _id: string }>;
      const second = (await get('/tenant?page=2&limit=2', admin)).json().data as Array<{ _id: string }>;
      expect([...page.data, ...second].map((row: { _id: string }) => row._id)).toEqual(
        whole.slice(0, 4).map((row) => row._id),
      );
      expect((await get('/tenant?assigned=maybe', admin)).statusCode).toBe(400);
    });
  });

  describe('GET /tenant/fetch/{id} and GET /tenant/profile', () => {
    it('answers the whole record with what is due, in rupees', async () => {
      const id = await addTenant(t.database.db, 'dues@example.com', DEMO_PROPERTY_ID);
      await placeOnBed(t.database.db, id, DEMO_PROPERTY_ID, '202');
      await addInvoice(t.database.db, id, DEMO_PROPERTY_ID, 950_050, 100_000);
      await addInvoice(t.database.db, id, DEMO_PROPERTY_ID, 500_000, 500_000);
      const response = await get(`/tenant/fetch/${id}`, manager);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        _id: id,
        monthlyRent: 8000,
        mealCost: 1500.5,
        dueAmount: 8500.5,
        room: { roomNumber: '202' },
      });
    });

    it('answers 404 for another property’s tenant, a deleted one or a bad id', async () => {
      const other = await addTenant(t.database.db, 'other.fetch@example.com', elsewhere);
      expect((await get(`/tenant/fetch/${other}`, manager)).json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Tenant not found',
      });
      expect((await get(`/tenant/fetch/${other}`, admin)).statusCode).toBe(200);
      expect((await get('/tenant/fetch/not-an-id', admin)).statusCode).toBe(404);
    });

    it('gives a tenant their own whole record', async () => {
      const tenant = await t.cookieFor('tenant', 'tenant@example.com');
      const response = await get('/tenant/profile', tenant);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        email: 'tenant@example.com',
        property: { _id: DEMO_PROPERTY_ID, name: 'Sunrise PG' },
        dueAmount: 0,
        legalDocuments: [],
        role: 'TENANT',
      });
      // a staff session is not a tenant session (as GET /user/profile for a tenant)
      expect((await get('/tenant/profile', admin)).statusCode).toBe(401);
    });
  });
});
