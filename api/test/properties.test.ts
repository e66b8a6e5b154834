// SPEC §7 Properties: add, list (paging, search), view, update, delete; who may, and what another
// property answers (404). Switching the current property and managers: property-managers.test.ts.
import { UNPAGED_LIMIT } from '@pgportal/contracts/schemas';
import { and, eq } from 'drizzle-orm';
import { invoices, tenants, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { formData, PDF, PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import {
  addPropertyVia,
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  propertyFields,
  vacate,
} from './properties-fixtures';

describe.each(databases)('properties on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  beforeAll(async () => {
    t = await createTestApp(database, { demoRooms: true });
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    tenant = await t.cookieFor('tenant', 'tenant@example.com');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = admin) => t.request({ url: `/api/v1${url}`, headers: { cookie } });
  const session = async (cookie: string) =>
    (await get('/auth/session', cookie)).json<{ data: { user: { currentProperty: string | null } } }>().data
      .user;
  const addStaff = async (email: string, role: 'SUPER_ADMIN' | 'MANAGER', isVerified = true) => {
    await t.database.db.insert(users).values({ name: 'Priya Nair', email, role, isVerified });
    return t.cookieFor('staff', email);
  };

  it('starts with the demo property: 3 floors of rooms, demo tenants on beds, one on none', async () => {
    const response = await get(`/property/${DEMO_PROPERTY_ID}`);
    const property = response.json<{ data: { rooms: Array<{ floor: number }> } & Record<string, unknown> }>()
      .data;
    expect(property).toMatchObject({
      name: 'Sunrise PG',
      address: { city: 'Bengaluru' },
      totalRooms: 9,
      totalBeds: 22,
      assignedTenants: 5,
      availableBeds: 17,
      managers: [{ name: 'Demo Manager' }],
      isCurrent: true,
    });
    expect([...new Set(property.rooms.map((room) => room.floor))]).toEqual([1, 2, 3]);
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.email, 'tenant@example.com'));
    expect(demo?.bedId).toEqual(expect.any(String));
    // The assignment's first invoices (RENT and ADVANCE), then the billing seed's later months.
    const demoInvoices = and(eq(invoices.tenantId, demo!.id), eq(invoices.type, 'ADVANCE'));
    expect(await t.database.db.$count(invoices, demoInvoices)).toBe(1);
    expect(await t.database.db.$count(invoices, eq(invoices.tenantId, demo!.id))).toBeGreaterThan(2);
    const [free] = await t.database.db.select().from(tenants).where(eq(tenants.fullName, 'Arjun Mehta'));
    expect(free).toMatchObject({ isVerified: true, propertyId: DEMO_PROPERTY_ID, bedId: null });
    expect((await session(manager)).currentProperty).toBe(DEMO_PROPERTY_ID);
  });

  it('adds a property from the multipart form, with its cover image checked by its bytes', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/property/add',
      headers: { cookie: admin },
      payload: formData(propertyFields('Lake View PG', 'Mysuru'), {
        coverImage: { content: PNG, name: 'x.png' },
      }),
    });
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json<{ message: string; data: Record<string, unknown> }>();
    expect(message).toBe('Property has been added successfully');
    expect(data).toMatchObject({
      name: 'Lake View PG',
      category: 'PG',
      allowedFor: 'MIXED',
      hasCanteen: true,
      address: { city: 'Mysuru', area: 'Indiranagar', pinCode: '560038' },
      amenities: [{ name: 'Wi-Fi', available: true }],
      totalBeds: 0,
      availableBeds: 0,
      assignedTenants: 0,
      managers: [],
      isCurrent: false,
    });
    expect(data.coverImage).toEqual({
      url: expect.stringMatching(/^\/uploads\/property-images\/[\w-]+\.png$/),
    });
    const served = await t.request({ url: (data.coverImage as { url: string }).url });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a cover that is not an image (415) and names every missing field (400)', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/property/add',
      headers: { cookie: admin },
      payload: formData(propertyFields('Bad Cover PG'), { coverImage: { content: PDF, name: 'x.png' } }),
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      415,
      'Property image must be a JPEG, PNG or WebP image.',
    ]);
    const empty = await t.request({
      method: 'POST',
      url: '/api/v1/property/add',
      headers: { cookie: admin },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: 'This field is required',
      'address.area': 'Area is required',
      'address.city': 'City is required',
      'address.pinCode': 'Pincode is required',
    });
  });

  it('makes the first property a new super admin adds their current one', async () => {
    const fresh = await addStaff('second.admin@example.com', 'SUPER_ADMIN');
    expect((await session(fresh)).currentProperty).toBeNull();
    const id = await addPropertyVia(t, fresh, 'First Of Mine PG');
    expect((await session(fresh)).currentProperty).toBe(id);
    await addPropertyVia(t, fresh, 'Second Of Mine PG');
    expect((await session(fresh)).currentProperty).toBe(id);
  });

  it('lists every property without paging, one page with it, and searches name or city', async () => {
    for (const [name, city] of [
      ['Alpha Stay', 'Pune'],
      ['Beta Stay', 'Pune'],
      ['Gamma Stay', 'Chennai'],
    ]) {
      await addPropertyVia(t, admin, name!, city);
    }
    const all = await get('/property/all-propertis');
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination).toMatchObject({ page: 1, limit: UNPAGED_LIMIT });
    const names = all.json<{ data: Array<{ name: string; isCurrent: boolean }> }>().data;
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names.filter((row) => row.isCurrent).map((row) => row.name)).toEqual(['Sunrise PG']);

    const page = await get('/property/all-propertis?page=1&limit=2');
    expect(page.json().data).toHaveLength(2);
    expect(page.json().pagination).toMatchObject({ page: 1, limit: 2, total: names.length });
    const pune = await get('/property/all-propertis?search=pune');
    expect(
      pune
        .json()
        .data.map((row: { name: string }) => row.name)
        .sort(),
    ).toEqual(['Alpha Stay', 'Beta Stay']);
    const byName = await get('/property/all-propertis?search=GAMMA');
    expect(byName.json().data.map((row: { name: string }) => row.name)).toEqual(['Gamma Stay']);
    expect((await get('/property/all-propertis?limit=500')).statusCode).toBe(400);
  });

  it('shows a property with its rooms, beds and counts', async () => {
    const id = await addPropertyVia(t, admin, 'Counted PG');
    const room = await addRoomVia(t, admin, id, '1A', 2);
    await addRoomVia(t, admin, id, '1B', 3);
    const tenantId = await addTenantRow(t, id);
    expect((await assign(t, admin, assignPayload(tenantId, room))).statusCode).toBe(200);
    const response = await get(`/property/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Counted PG',
      totalRooms: 2,
      totalBeds: 5,
      availableBeds: 4,
      assignedTenants: 1,
      rooms: [
        { roomNumber: '1A', occupiedBeds: 1, propertyId: { _id: id, name: 'Counted PG' } },
        { roomNumber: '1B', occupiedBeds: 0 },
      ],
    });
    expect((await get('/property/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/property/not-an-id')).json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Property not found',
    });
  });

  it('updates a property; an unnamed amenity is Unnamed', async () => {
    const id = await addPropertyVia(t, admin, 'Old Name PG');
    const response = await t.request({
      method: 'PUT',
      url: `/api/v1/property/update/${id}`,
      headers: { cookie: admin },
      payload: { ...propertyFields('New Name PG'), hasCanteen: 'false', amenities: '[{"name":""}]' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Property Updated Successfully',
      data: { name: 'New Name PG', hasCanteen: false, amenities: [{ name: 'Unnamed', available: true }] },
    });
  });

  it('gives a manager only their properties: another one is 404 and admin actions 403', async () => {
    const other = await addPropertyVia(t, admin, 'Not Theirs PG');
    const list = await get('/property/all-propertis', manager);
    expect(list.json().data.map((row: { _id: string }) => row._id)).toEqual([DEMO_PROPERTY_ID]);
    expect(list.json().data[0].isCurrent).toBe(true);
    expect((await get(`/property/${other}`, manager)).statusCode).toBe(404);
    const update = await t.request({
      method: 'PUT',
      url: `/api/v1/property/update/${other}`,
      headers: { cookie: manager },
      payload: propertyFields('Taken Over'),
    });
    expect(update.statusCode).toBe(404);
    expect((await get(`/room/property/${other}`, manager)).statusCode).toBe(404);
    // A manager switches only among the assigned properties (issue 22).
    const switched = await t.request({
      method: 'PATCH',
      url: `/api/v1/property/set-current-property/${other}`,
      headers: { cookie: manager },
    });
    expect(switched.statusCode).toBe(404);
    for (const route of [
      { method: 'POST', url: '/api/v1/property/add', payload: propertyFields('Mine Now') },
      { method: 'DELETE', url: `/api/v1/property/delete/${DEMO_PROPERTY_ID}` },
      {
        method: 'POST',
        url: '/api/v1/property/assign-manager',
        payload: { propertyId: other, managerId: other },
      },
    ] as const) {
      expect([route.url, (await t.request({ ...route, headers: { cookie: manager } })).statusCode]).toEqual([
        route.url,
        403,
      ]);
    }
    const own = await t.request({
      method: 'PUT',
      url: `/api/v1/property/update/${DEMO_PROPERTY_ID}`,
      headers: { cookie: manager },
      payload: propertyFields('Sunrise PG'),
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 403 to a tenant and 401 to nobody', async () => {
    for (const url of ['/property/all-propertis', `/property/${DEMO_PROPERTY_ID}`]) {
      expect((await get(url, tenant)).statusCode).toBe(403);
      expect((await t.request({ url: `/api/v1${url}` })).statusCode).toBe(401);
    }
  });

  it('refuses to delete a property with an occupied bed, then deletes it softly once vacated', async () => {
    const id = await addPropertyVia(t, admin, 'Busy PG');
    const room = await addRoomVia(t, admin, id, '7', 1);
    const tenantId = await addTenantRow(t, id);
    await assign(t, admin, assignPayload(tenantId, room));
    await t.request({
      method: 'PATCH',
      url: `/api/v1/property/set-current-property/${id}`,
      headers: { cookie: admin },
    });
    const del = () =>
      t.request({ method: 'DELETE', url: `/api/v1/property/delete/${id}`, headers: { cookie: admin } });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This property has occupied beds. Vacate its tenants first, then delete it.',
    );
    expect((await get(`/property/${id}`)).statusCode).toBe(200);

    expect((await vacate(t, admin, tenantId)).statusCode).toBe(200);
    const done = await del();
    expect(done.json()).toEqual({ success: true, message: 'Property Deleted Successfully', data: null });
    expect((await get(`/property/${id}`)).statusCode).toBe(404);
    expect((await get(`/room/${room.roomId}`)).statusCode).toBe(404);
    expect((await session(admin)).currentProperty).toBeNull();
    expect((await del()).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(row?.currentPropertyId).toBeNull();
    await t.request({
      method: 'PATCH',
      url: `/api/v1/property/set-current-property/${DEMO_PROPERTY_ID}`,
      headers: { cookie: admin },
    });
  });
});
