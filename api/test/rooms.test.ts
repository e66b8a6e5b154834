// SPEC §7 Rooms: create (with its beds, into the current property when none is named), list
// (paging, search), view, update, delete; the capacity rule; scope.
import { UNPAGED_LIMIT } from '@pgportal/contracts/schemas';
import { eq } from 'drizzle-orm';
import { beds, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { formData, PDF, PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import {
  addPropertyVia,
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  vacate,
} from './properties-fixtures';

const TAKEN = 'A room with this number already exists in this property.';
const NUMBER_TAKEN = { code: 'ROOM_NUMBER_TAKEN', message: TAKEN, errors: { roomNumber: TAKEN } };

describe.each(databases)('rooms on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  let otherProperty: string;
  beforeAll(async () => {
    t = await createTestApp(database, { demoRooms: true });
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    tenant = await t.cookieFor('tenant', 'tenant@example.com');
    otherProperty = await addPropertyVia(t, admin, 'Other Rooms PG');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = admin) => t.request({ url: `/api/v1${url}`, headers: { cookie } });
  const create = (payload: Record<string, string> | FormData, cookie = admin) =>
    t.request({ method: 'POST', url: '/api/v1/room/create', headers: { cookie }, payload });

  it('creates a room in the current property with bedCapacity beds and its image', async () => {
    const response = await create(
      formData(
        { roomNumber: '401', floor: '4', bedCapacity: '4', amenities: '[{"name":"AC"}]' },
        {
          roomImage: { content: PNG, name: 'room.png' },
        },
      ),
    );
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json<{ message: string; data: Record<string, unknown> }>();
    expect(message).toBe('Room has been added successfully');
    expect(data).toMatchObject({
      roomNumber: '401',
      floor: 4,
      bedCapacity: 4,
      occupiedBeds: 0,
      amenities: [{ name: 'AC', available: true }],
      propertyId: { _id: DEMO_PROPERTY_ID, name: 'Sunrise PG' },
      roomImage: { url: expect.stringMatching(/^\/uploads\/room-images\//) },
    });
    expect(
      (data.beds as Array<{ bedNumber: number; isOccupied: boolean }>).map((bed) => [
        bed.bedNumber,
        bed.isOccupied,
      ]),
    ).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
    ]);
  });

  it('checks the form: required fields, capacity 1 to 10, image bytes', async () => {
    const empty = await create({});
    expect(empty.json().errors).toEqual({
      roomNumber: 'This field is required',
      floor: 'This field is required',
      bedCapacity: 'This field is required',
    });
    expect((await create({ roomNumber: 'X1', floor: '0', bedCapacity: '0' })).json().errors).toEqual({
      bedCapacity: 'Minimum capacity is 1',
    });
    expect((await create({ roomNumber: 'X1', floor: '0', bedCapacity: '11' })).json().errors).toEqual({
      bedCapacity: 'Maximum capacity is 10',
    });
    const wrong = await create(
      formData(
        { roomNumber: 'X2', floor: '0', bedCapacity: '1' },
        { roomImage: { content: PDF, name: 'r.png' } },
      ),
    );
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      415,
      'Room image must be a JPEG, PNG or WebP image.',
    ]);
    expect((await get('/room/?search=X')).json().data).toEqual([]);
  });

  it('refuses a room number already used in the property (409, on Room Number), not in another', async () => {
    await addRoomVia(t, admin, DEMO_PROPERTY_ID, 'D1');
    const again = await create({ roomNumber: 'D1', floor: '0', bedCapacity: '1' });
    expect([again.statusCode, again.json()]).toEqual([409, { success: false, ...NUMBER_TAKEN }]);
    const renamed = await addRoomVia(t, admin, DEMO_PROPERTY_ID, 'D2');
    const clash = await t.request({
      method: 'PUT',
      url: `/api/v1/room/update/${renamed.roomId}`,
      headers: { cookie: admin },
      payload: { roomNumber: 'D1', floor: '0' },
    });
    expect([clash.statusCode, clash.json()]).toEqual([409, { success: false, ...NUMBER_TAKEN }]);
    expect(
      (await create({ roomNumber: 'D1', floor: '0', bedCapacity: '1', propertyId: otherProperty }))
        .statusCode,
    ).toBe(201);
  });

  it('says what to do when there is no current property', async () => {
    await t.database.db
      .update(users)
      .set({ currentPropertyId: null })
      .where(eq(users.email, 'admin@example.com'));
    const response = await create({ roomNumber: 'N1', floor: '0', bedCapacity: '1' });
    expect([response.statusCode, response.json().errors]).toEqual([
      400,
      { propertyId: 'You have no current property. Choose a property for the room.' },
    ]);
    await t.database.db
      .update(users)
      .set({ currentPropertyId: DEMO_PROPERTY_ID })
      .where(eq(users.email, 'admin@example.com'));
  });

  it('lists rooms with paging and search, every property’s or one property’s', async () => {
    for (const number of ['L1', 'L2', 'L3']) await addRoomVia(t, admin, otherProperty, number, 1);
    const all = await get('/room/');
    expect(all.json().pagination).toMatchObject({ page: 1, limit: UNPAGED_LIMIT });
    const names = all
      .json<{ data: Array<{ propertyId: { name: string } }> }>()
      .data.map((room) => room.propertyId.name);
    expect(new Set(names)).toEqual(new Set(['Sunrise PG', 'Other Rooms PG']));
    const page = await get('/room/?page=2&limit=2&search=L');
    expect(page.json().pagination).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(page.json().data.map((room: { roomNumber: string }) => room.roomNumber)).toEqual(['L3']);
    const ofProperty = await get(`/room/property/${otherProperty}?search=l`);
    expect(ofProperty.json().data.map((room: { roomNumber: string }) => room.roomNumber)).toEqual([
      'L1',
      'L2',
      'L3',
    ]);
  });

  it('keeps a manager to their properties’ rooms: another one is 404', async () => {
    const foreign = await addRoomVia(t, admin, otherProperty, 'F1', 1);
    const listed = await get('/room/', manager);
    expect(
      listed
        .json()
        .data.every((room: { propertyId: { _id: string } }) => room.propertyId._id === DEMO_PROPERTY_ID),
    ).toBe(true);
    expect((await get(`/room/${foreign.roomId}`, manager)).statusCode).toBe(404);
    const update = await t.request({
      method: 'PUT',
      url: `/api/v1/room/update/${foreign.roomId}`,
      headers: { cookie: manager },
      payload: { roomNumber: 'F9', floor: '1' },
    });
    expect(update.statusCode).toBe(404);
    const remove = await t.request({
      method: 'DELETE',
      url: `/api/v1/room/delete/${foreign.roomId}`,
      headers: { cookie: manager },
    });
    expect(remove.statusCode).toBe(404);
    expect(
      (await create({ roomNumber: 'M1', floor: '0', bedCapacity: '1', propertyId: otherProperty }, manager))
        .statusCode,
    ).toBe(404);
    expect((await create({ roomNumber: 'M1', floor: '0', bedCapacity: '1' }, manager)).statusCode).toBe(201);
    expect((await get('/room/', tenant)).statusCode).toBe(403);
    expect((await t.request({ url: '/api/v1/room/' })).statusCode).toBe(401);
  });

  it('shows a room with its property name and beds; updates number, floor and amenities', async () => {
    const room = await addRoomVia(t, admin, DEMO_PROPERTY_ID, 'U1', 2);
    const detail = await get(`/room/${room.roomId}`);
    expect(detail.json()).toMatchObject({
      message: 'Room fetched successfully',
      data: {
        roomNumber: 'U1',
        propertyId: { name: 'Sunrise PG' },
        beds: [{ bedNumber: 1 }, { bedNumber: 2 }],
      },
    });
    const updated = await t.request({
      method: 'PUT',
      url: `/api/v1/room/update/${room.roomId}`,
      headers: { cookie: admin },
      payload: {
        roomNumber: 'U2',
        floor: '5',
        bedCapacity: '9',
        amenities: '[{"name":"Balcony","available":false}]',
      },
    });
    expect(updated.json()).toMatchObject({
      message: 'Room Updated Successfully',
      data: {
        roomNumber: 'U2',
        floor: 5,
        bedCapacity: 2,
        amenities: [{ name: 'Balcony', available: false }],
      },
    });
    expect((await get('/room/00000000-0000-4000-8000-000000000000')).json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Room not found',
    });
  });

  it('refuses to delete a room with an occupied bed; deletes it and its beds softly once vacated', async () => {
    const room = await addRoomVia(t, admin, DEMO_PROPERTY_ID, 'R1', 2);
    const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID);
    await assign(t, admin, assignPayload(tenantId, room));
    const del = () =>
      t.request({ method: 'DELETE', url: `/api/v1/room/delete/${room.roomId}`, headers: { cookie: admin } });
    const refused = await del();
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This room has occupied beds. Vacate its tenants first, then delete it.',
    ]);
    await vacate(t, admin, tenantId);
    expect((await del()).json()).toEqual({ success: true, message: 'Room Deleted Successfully', data: null });
    expect((await get(`/room/${room.roomId}`)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(beds).where(eq(beds.roomId, room.roomId));
    expect(rows.every((bed) => bed.deletedAt instanceof Date)).toBe(true);
    // The number is free again.
    expect((await create({ roomNumber: 'R1', floor: '0', bedCapacity: '1' })).statusCode).toBe(201);
  });
});
