// Issue 22, managers and properties: an assignment keeps the manager's current property, a manager
// switches only among the assigned ones, removal ends access at once, the property of New Tenant
// and Add Rooms is scope-checked, the Rooms list filters by property, the free beds of a property.
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { addProperty, formData } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import {
  addPropertyVia,
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  userIdOf,
} from './properties-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TENANT_FIELDS = {
  fullName: 'Kiran Das',
  phoneNumber: '9876543219',
  dateOfBirth: '2001-04-05',
  address: '12 MG Road, Bengaluru',
  profession: 'JOB',
  emergencyContact: JSON.stringify({ name: 'Mohan Das', relation: 'Father', phone: '9876500099' }),
};

describe.each(databases)('managers across properties on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let managerId: string;
  let second: string;
  let foreign: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    managerId = await userIdOf(t, 'manager@example.com');
    second = await addPropertyVia(t, admin, 'Second Home PG');
    foreign = await addProperty(t.database.db, 'Not Theirs PG');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, cookie: string, payload?: object) =>
    t.request({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const current = async (cookie: string) =>
    (await call('GET', '/auth/session', cookie)).json<{
      data: { user: { currentProperty: string | null } };
    }>().data.user.currentProperty;
  const assignManager = (propertyId: string) =>
    call('POST', '/property/assign-manager', admin, { propertyId, managerId });
  const removeManager = (propertyId: string, cookie = admin, id = managerId) =>
    call('DELETE', `/property/${propertyId}/managers/${id}`, cookie);

  it('keeps the current property on a second assignment; the manager switches only among theirs', async () => {
    expect(await current(manager)).toBe(DEMO_PROPERTY_ID);
    expect((await assignManager(second)).statusCode).toBe(200);
    expect(await current(manager)).toBe(DEMO_PROPERTY_ID);

    const switched = await call('PATCH', `/property/set-current-property/${second}`, manager);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({ currentProperty: second });
    expect(await current(manager)).toBe(second);
    expect((await call('PATCH', `/property/set-current-property/${foreign}`, manager)).statusCode).toBe(404);
    expect(await current(manager)).toBe(second);
    expect(
      (await call('PATCH', `/property/set-current-property/${DEMO_PROPERTY_ID}`, manager)).statusCode,
    ).toBe(200);
  });

  it('removes a manager: the next request to that property is 404, and the current property moves on', async () => {
    expect((await assignManager(second)).statusCode).toBe(200);
    expect((await call('PATCH', `/property/set-current-property/${second}`, manager)).statusCode).toBe(200);
    expect((await call('GET', `/property/${second}`, manager)).statusCode).toBe(200);

    expect((await removeManager(second, manager)).statusCode).toBe(403);
    expect((await removeManager(foreign, admin, UNKNOWN_ID)).statusCode).toBe(404);
    const removed = await removeManager(second);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Manager removed from this property',
      data: { managers: [] },
    });
    expect((await removeManager(second)).statusCode).toBe(404);

    expect((await call('GET', `/property/${second}`, manager)).statusCode).toBe(404);
    expect((await call('GET', `/room/property/${second}`, manager)).statusCode).toBe(404);
    expect(await current(manager)).toBe(DEMO_PROPERTY_ID);
    const listed = (await call('GET', '/property/all-propertis', manager)).json<{
      data: Array<{ _id: string }>;
    }>();
    expect(listed.data.map((row) => row._id)).toEqual([DEMO_PROPERTY_ID]);

    // Their last property: none is current, and the assignment after that is current again.
    expect((await removeManager(DEMO_PROPERTY_ID)).statusCode).toBe(200);
    expect(await current(manager)).toBeNull();
    expect((await assignManager(DEMO_PROPERTY_ID)).statusCode).toBe(200);
    expect(await current(manager)).toBe(DEMO_PROPERTY_ID);
  });

  it('adds tenants and rooms to a chosen property in scope, 404 for another', async () => {
    expect((await assignManager(second)).statusCode).toBe(200);
    const tenant = (propertyId: string, email: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/tenant/add',
        headers: { cookie: manager },
        payload: formData({ ...TENANT_FIELDS, email, propertyId }),
      });
    const admitted = await tenant(second, 'kiran.second@example.com');
    expect(admitted.statusCode).toBe(201);
    expect(admitted.json().data.propertyId).toBe(second);
    expect((await tenant(foreign, 'kiran.foreign@example.com')).statusCode).toBe(404);

    const room = (propertyId: string, roomNumber: string) =>
      call('POST', '/room/create', manager, { roomNumber, floor: '2', bedCapacity: '2', propertyId });
    const added = await room(second, 'S-201');
    expect(added.statusCode).toBe(201);
    expect(added.json().data.propertyId).toMatchObject({ _id: second });
    expect((await room(foreign, 'F-1')).statusCode).toBe(404);
    expect(await current(manager)).toBe(DEMO_PROPERTY_ID);
  });

  it('filters the rooms by property, and lists the free beds of a property with their floor', async () => {
    expect((await assignManager(second)).statusCode).toBe(200);
    const room = await addRoomVia(t, admin, second, 'S-301', 2);
    const rooms = (await call('GET', `/room/property/${second}`, manager)).json<{
      data: Array<{ roomNumber: string; propertyId: { _id: string } }>;
    }>();
    expect(rooms.data.length).toBeGreaterThan(0);
    expect(rooms.data.every((row) => row.propertyId._id === second)).toBe(true);
    expect(rooms.data.map((row) => row.roomNumber)).toContain('S-301');

    const tenantId = await addTenantRow(t, second, 'Walk In');
    expect((await assign(t, manager, assignPayload(tenantId, room, 0))).statusCode).toBe(200);
    const freeOf = (propertyId: string) => `/bed/free?propertyId=${propertyId}&limit=100`;
    const free = await call('GET', freeOf(second), manager);
    expect(free.statusCode).toBe(200);
    type FreeBed = {
      _id: string;
      bedNumber: number;
      room: { _id: string; roomNumber: string; floor: number };
    };
    const beds = free.json<{ data: FreeBed[] }>().data;
    expect(beds.filter((bed) => bed.room.roomNumber === 'S-301')).toEqual([
      expect.objectContaining({
        _id: room.bedIds[1],
        bedNumber: 2,
        room: { _id: room.roomId, roomNumber: 'S-301', floor: 1 },
      }),
    ]);
    expect(beds.map((bed) => bed._id)).not.toContain(room.bedIds[0]);
    expect((await call('GET', freeOf(foreign), manager)).statusCode).toBe(404);
    expect((await call('GET', freeOf(foreign), admin)).statusCode).toBe(200);
    expect((await call('GET', freeOf('not-an-id'), manager)).statusCode).toBe(404);
  });

  it('lets exactly one of 20 concurrent removals win, while the manager switches to that property', async () => {
    expect((await assignManager(second)).statusCode).toBe(200);
    const [removals, switches] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => removeManager(second))),
      Promise.all(
        Array.from({ length: 5 }, () => call('PATCH', `/property/set-current-property/${second}`, manager)),
      ),
    ]);
    const codes = removals.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 404)).toHaveLength(19);
    for (const response of switches) expect([200, 404]).toContain(response.statusCode);
    // Whichever came first, the removed property is not theirs, nor their current one.
    expect(await current(manager)).toBe(DEMO_PROPERTY_ID);
    expect((await call('GET', `/property/${second}`, manager)).statusCode).toBe(404);
  });
});
