// POST /bed/assign-tenant and POST /bed/vacate-tenant/{tenantId}: what they change, scoped
// (atomicity and races: beds-atomic.test.ts).
import { eq } from 'drizzle-orm';
import { bedAssignments, beds, invoices, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { today } from '../src/services/calendar';
import { createTestApp, databases, type TestApp } from './helpers';
import {
  addPropertyVia,
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  vacate,
  type RoomIds,
} from './properties-fixtures';

describe.each(databases)('beds on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenantCookie: string;
  let propertyId: string;
  let otherProperty: string;
  beforeAll(async () => {
    t = await createTestApp(database, { demoRooms: true });
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    tenantCookie = await t.cookieFor('tenant', 'tenant@example.com');
    propertyId = DEMO_PROPERTY_ID;
    otherProperty = await addPropertyVia(t, admin, 'Elsewhere PG');
  });
  afterAll(() => t.close());

  let roomCount = 0;
  const newRoom = (capacity = 3, property = propertyId): Promise<RoomIds> => {
    roomCount += 1;
    return addRoomVia(t, admin, property, `B${roomCount}`, capacity);
  };
  const tenantRow = async (id: string) =>
    (await t.database.db.select().from(tenants).where(eq(tenants.id, id)))[0]!;
  const bedRow = async (id: string) => (await t.database.db.select().from(beds).where(eq(beds.id, id)))[0]!;

  it('assigns: sets rent and meals, occupies the bed, records the assignment and the first invoices', async () => {
    const room = await newRoom();
    const tenantId = await addTenantRow(t, otherProperty, 'Meera Iyer');
    const response = await assign(t, admin, assignPayload(tenantId, room, 1));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Tenant Assigned Successfully',
      data: { _id: room.roomId, occupiedBeds: 1 },
    });
    const bed = response.json().data.beds[1];
    expect(bed).toMatchObject({
      isOccupied: true,
      occupant: { _id: tenantId, fullName: 'Meera Iyer', dueAmount: 20500.5 },
    });
    // The tenant moves to the bed's property.
    expect(await tenantRow(tenantId)).toMatchObject({
      monthlyRentPaise: 800000,
      mealCostPaise: 250050,
      propertyId,
      roomId: room.roomId,
      bedId: room.bedIds[1],
    });
    expect((await bedRow(room.bedIds[1]!)).occupantId).toBe(tenantId);
    const [assignment] = await t.database.db
      .select()
      .from(bedAssignments)
      .where(eq(bedAssignments.tenantId, tenantId));
    expect(assignment).toMatchObject({
      startDate: today(),
      endDate: null,
      rentPaise: 800000,
      advancePaise: 1000000,
    });
    const issued = await t.database.db
      .select({ type: invoices.type, total: invoices.totalPaise, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.tenantId, tenantId))
      .orderBy(invoices.type);
    expect(issued).toEqual([
      { type: 'ADVANCE', total: 1000000, status: 'UNPAID' },
      { type: 'RENT', total: 1050050, status: 'UNPAID' },
    ]);
  });

  it('ignores meal cost and advance unless they are ticked', async () => {
    const room = await newRoom(1);
    const tenantId = await addTenantRow(t, propertyId);
    const response = await assign(
      t,
      admin,
      assignPayload(tenantId, room, 0, { mealIncluded: false, collectAdvance: false }),
    );
    expect(response.statusCode).toBe(200);
    expect((await tenantRow(tenantId)).mealCostPaise).toBe(0);
    const types = await t.database.db
      .select({ type: invoices.type })
      .from(invoices)
      .where(eq(invoices.tenantId, tenantId));
    expect(types).toEqual([{ type: 'RENT' }]);
  });

  it('takes the spec’s whole payload with meal cost and advance 0 when they are not ticked', async () => {
    const room = await newRoom(2);
    const tenantId = await addTenantRow(t, propertyId);
    const payload = {
      tenantId,
      roomId: room.roomId,
      bedId: room.bedIds[0],
      rentAmount: 7000,
      mealIncluded: false,
      mealCost: 0,
      collectAdvance: false,
      advanceAmount: 0,
    };
    const response = await assign(t, admin, payload);
    expect([response.statusCode, response.json().message]).toEqual([200, 'Tenant Assigned Successfully']);
    expect(await tenantRow(tenantId)).toMatchObject({ monthlyRentPaise: 700000, mealCostPaise: 0 });
    // Ticked, the same zero is refused, saying the least it takes.
    const other = await addTenantRow(t, propertyId);
    const ticked = await assign(t, admin, {
      ...payload,
      tenantId: other,
      bedId: room.bedIds[1],
      mealIncluded: true,
      collectAdvance: true,
      advanceAmount: 1e-9,
    });
    expect([ticked.statusCode, ticked.json().errors]).toEqual([
      400,
      { mealCost: 'Meal cost must be at least ₹0.01', advanceAmount: 'Advance must be at least ₹0.01' },
    ]);
  });

  it('requires rent, the meal cost when meals are included and the advance when collected', async () => {
    const room = await newRoom(1);
    const tenantId = await addTenantRow(t, propertyId);
    const response = await assign(t, admin, {
      tenantId,
      roomId: room.roomId,
      bedId: room.bedIds[0],
      mealIncluded: true,
      collectAdvance: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      rentAmount: 'This field is required',
      mealCost: 'This field is required',
      advanceAmount: 'This field is required',
    });
    const bad = await assign(
      t,
      admin,
      assignPayload(tenantId, room, 0, { rentAmount: -5, mealCost: 10.555 }),
    );
    expect(bad.json().errors).toEqual({
      rentAmount: 'Rent must be at least ₹0.01',
      mealCost: 'Meal cost can have at most 2 decimals',
    });
    expect((await bedRow(room.bedIds[0]!)).occupantId).toBeNull();
  });

  const refusal = (field: string, message: string, code: string) => ({
    success: false,
    code,
    message,
    errors: { [field]: message },
  });

  it('refuses an occupied bed (on Bed) and a tenant already on a bed (on Tenant), 409', async () => {
    const room = await newRoom(2);
    const first = await addTenantRow(t, propertyId);
    const second = await addTenantRow(t, propertyId);
    expect((await assign(t, admin, assignPayload(first, room, 0))).statusCode).toBe(200);
    const taken = await assign(t, admin, assignPayload(second, room, 0));
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      refusal('bedId', 'This bed is already occupied', 'BED_OCCUPIED'),
    ]);
    const again = await assign(t, admin, assignPayload(first, room, 1));
    expect([again.statusCode, again.json()]).toEqual([
      409,
      refusal('tenantId', 'This tenant is already on a bed. Vacate them first.', 'TENANT_ALREADY_ON_BED'),
    ]);
  });

  it('refuses assigning a tenant again the day they were vacated (409, on Tenant), leaving the bed free', async () => {
    const room = await newRoom(2);
    const tenantId = await addTenantRow(t, propertyId);
    expect((await assign(t, admin, assignPayload(tenantId, room, 0))).statusCode).toBe(200);
    expect((await vacate(t, admin, tenantId)).statusCode).toBe(200);
    const again = await assign(t, admin, assignPayload(tenantId, room, 1));
    expect([again.statusCode, again.json()]).toEqual([
      409,
      refusal(
        'tenantId',
        'This tenant already has a rent invoice starting today. Assign them again from tomorrow.',
        'TENANT_RENT_ALREADY_ISSUED',
      ),
    ]);
    expect((await bedRow(room.bedIds[1]!)).occupantId).toBeNull();
    expect((await tenantRow(tenantId)).bedId).toBeNull();
  });

  it('answers 404 for a bed, room or tenant unknown or outside a manager’s properties', async () => {
    const foreignRoom = await newRoom(1, otherProperty);
    const ownRoom = await newRoom(1);
    const ownTenant = await addTenantRow(t, propertyId);
    const foreignTenant = await addTenantRow(t, otherProperty);
    const foreignBed = await assign(t, manager, assignPayload(ownTenant, foreignRoom));
    expect([foreignBed.statusCode, foreignBed.json().message]).toEqual([404, 'Bed not found']);
    const outsider = await assign(t, manager, assignPayload(foreignTenant, ownRoom));
    expect([outsider.statusCode, outsider.json().message]).toEqual([404, 'Tenant not found']);
    const mismatched = await assign(t, admin, {
      ...assignPayload(ownTenant, ownRoom),
      roomId: foreignRoom.roomId,
    });
    expect(mismatched.statusCode).toBe(404);
    expect((await assign(t, admin, assignPayload('nope', ownRoom))).statusCode).toBe(404);
    expect((await vacate(t, manager, foreignTenant)).statusCode).toBe(404);
    // In scope, it works for the manager.
    expect((await assign(t, manager, assignPayload(ownTenant, ownRoom))).statusCode).toBe(200);
    expect((await vacate(t, manager, ownTenant)).statusCode).toBe(200);
  });

  it('answers 403 to a tenant and 401 to nobody', async () => {
    const room = await newRoom(1);
    const tenantId = await addTenantRow(t, propertyId);
    for (const headers of [{ cookie: tenantCookie }, {}]) {
      const expected = headers.cookie ? 403 : 401;
      const assigned = await t.request({
        method: 'POST',
        url: '/api/v1/bed/assign-tenant',
        headers,
        payload: assignPayload(tenantId, room),
      });
      const vacated = await t.request({
        method: 'POST',
        url: `/api/v1/bed/vacate-tenant/${tenantId}`,
        headers,
      });
      expect([assigned.statusCode, vacated.statusCode]).toEqual([expected, expected]);
    }
  });

  it('vacates: ends the assignment, frees the bed, keeps the property and the dues', async () => {
    const room = await newRoom(1);
    const tenantId = await addTenantRow(t, propertyId);
    await assign(t, admin, assignPayload(tenantId, room));
    const response = await vacate(t, admin, tenantId);
    expect(response.json()).toEqual({ success: true, message: 'Tenant vacated successfully', data: null });
    expect(await tenantRow(tenantId)).toMatchObject({
      propertyId,
      roomId: null,
      bedId: null,
      monthlyRentPaise: 800000,
    });
    expect((await bedRow(room.bedIds[0]!)).occupantId).toBeNull();
    const [assignment] = await t.database.db
      .select()
      .from(bedAssignments)
      .where(eq(bedAssignments.tenantId, tenantId));
    expect(assignment?.endDate).toBe(today());
    expect(await t.database.db.$count(invoices, eq(invoices.tenantId, tenantId))).toBe(2);
    const again = await vacate(t, admin, tenantId);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This tenant is not on any bed, so there is nothing to vacate.',
    ]);
    // The bed takes someone else now.
    expect((await assign(t, admin, assignPayload(await addTenantRow(t, propertyId), room))).statusCode).toBe(
      200,
    );
  });
});
