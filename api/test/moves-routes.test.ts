// The routes of issue 22's moves and rents: scope (404 for what a manager does not hold), the 409
// of an occupied bed on bedId, validation, the history, 'Moved in on' through the assign route,
// and racing moves and assignments of one bed (exactly one wins).
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { bedAssignments, beds } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { createTestApp, databases, type TestApp } from './helpers';
import {
  addPropertyVia,
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  type RoomIds,
} from './properties-fixtures';

describe.each(databases)('moves and rents over HTTP on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let rooms = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const newRoom = (capacity = 2, propertyId = DEMO_PROPERTY_ID): Promise<RoomIds> => {
    rooms += 1;
    return addRoomVia(t, admin, propertyId, `M${rooms}`, capacity);
  };
  /** A tenant of the property on the room's first bed. */
  const seated = async (room: RoomIds, propertyId = DEMO_PROPERTY_ID, bed = 0) => {
    const tenantId = await addTenantRow(t, propertyId);
    const response = await assign(t, admin, assignPayload(tenantId, room, bed));
    expect(response.statusCode).toBe(200);
    return tenantId;
  };
  const move = (cookie: string, tenantId: string, payload: object) =>
    t.request({ method: 'POST', url: `/api/v1/tenant/${tenantId}/move`, headers: { cookie }, payload });

  it('moves a tenant of the manager’s property, and answers 404 for what is outside it', async () => {
    const room = await newRoom();
    const tenantId = await seated(room);
    const moved = await move(manager, tenantId, { bedId: room.bedIds[1], rent: 8000, mealCost: 2500.5 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: MESSAGES.tenantMoved, data: { adjustment: null } });
    const [bed] = await t.database.db.select().from(beds).where(eq(beds.id, room.bedIds[1]!));
    expect(bed!.occupantId).toBe(tenantId);

    const elsewhere = await addPropertyVia(t, admin, 'Elsewhere PG');
    const foreignRoom = await newRoom(2, elsewhere);
    const foreignTenant = await seated(foreignRoom, elsewhere);
    const outOfScope = await move(manager, foreignTenant, { bedId: foreignRoom.bedIds[1], rent: 8000 });
    expect([outOfScope.statusCode, outOfScope.json().message]).toEqual([404, MESSAGES.tenantNotFound]);
    const foreignBed = await move(manager, tenantId, { bedId: foreignRoom.bedIds[1], rent: 8000 });
    expect([foreignBed.statusCode, foreignBed.json().message]).toEqual([404, MESSAGES.bedNotFound]);
    // An admin may move across properties.
    expect((await move(admin, tenantId, { bedId: foreignRoom.bedIds[1], rent: 7000 })).statusCode).toBe(200);
  });

  it('lists the free beds of the caller’s properties only, searchable by room or property', async () => {
    const room = await newRoom(2);
    await seated(room);
    const elsewhere = await addPropertyVia(t, admin, 'Faraway PG');
    const foreign = await newRoom(1, elsewhere);
    const list = async (cookie: string, search = '') =>
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/bed/free?search=${search}&limit=100`,
          headers: { cookie },
        })
      ).json().data as Array<{ _id: string; room: { roomNumber: string }; property: { name: string } }>;
    const managers = await list(manager);
    expect(managers.map((bed) => bed._id)).toContain(room.bedIds[1]);
    expect(managers.map((bed) => bed._id)).not.toContain(room.bedIds[0]);
    expect(managers.map((bed) => bed._id)).not.toContain(foreign.bedIds[0]);
    expect((await list(admin, 'Faraway')).map((bed) => bed._id)).toEqual([foreign.bedIds[0]]);
  });

  it('answers 409 on bedId for an occupied bed, and 400 for a bad form', async () => {
    const room = await newRoom();
    const first = await seated(room);
    await seated(room, DEMO_PROPERTY_ID, 1);
    const occupied = await move(admin, first, { bedId: room.bedIds[1], rent: 8000 });
    expect(occupied.statusCode).toBe(409);
    expect(occupied.json()).toMatchObject({
      code: 'BED_OCCUPIED',
      errors: { bedId: MESSAGES.bedOccupied },
    });
    const bad = await move(admin, first, { bedId: room.bedIds[1], rent: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.rent).toBe('Rent must be at least ₹0.01');
    const unknownBed = await move(admin, first, { bedId: 'not-a-bed', rent: 8000 });
    expect(unknownBed.statusCode).toBe(404);
  });

  it('lets exactly one of many racing moves and assignments onto one bed win', async () => {
    const target = await newRoom(1);
    const movers = await Promise.all(Array.from({ length: 10 }, async () => seated(await newRoom(1))));
    const walkIns = await Promise.all(Array.from({ length: 10 }, () => addTenantRow(t, DEMO_PROPERTY_ID)));
    const responses = await Promise.all([
      ...movers.map((tenantId) => move(admin, tenantId, { bedId: target.bedIds[0], rent: 9000 })),
      ...walkIns.map((tenantId) => assign(t, admin, assignPayload(tenantId, target))),
    ]);
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().errors).toEqual({ bedId: MESSAGES.bedOccupied });
    }
    const open = await t.database.db
      .select()
      .from(bedAssignments)
      .where(and(eq(bedAssignments.bedId, target.bedIds[0]!), isNull(bedAssignments.endDate)));
    expect(open).toHaveLength(1);
    const [bed] = await t.database.db.select().from(beds).where(eq(beds.id, target.bedIds[0]!));
    expect(bed!.occupantId).toBe(open[0]!.tenantId);
    // Every tenant still has exactly one open assignment and one bed.
    for (const tenantId of [...movers, open[0]!.tenantId]) {
      const stays = await t.database.db
        .select()
        .from(bedAssignments)
        .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)));
      expect(stays).toHaveLength(1);
    }
  });

  it('changes the rent, refuses an effective date before the period, and lists the history', async () => {
    const tenantId = await seated(await newRoom());
    const rent = (payload: object) =>
      t.request({
        method: 'POST',
        url: `/api/v1/tenant/${tenantId}/rent`,
        headers: { cookie: manager },
        payload,
      });
    const early = await rent({ rent: 9000, effectiveDate: plusDays(today(), -1) });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'EFFECTIVE_DATE_TOO_EARLY',
      errors: { effectiveDate: MESSAGES.effectiveDateTooEarly },
    });
    expect((await rent({ rent: 9000, mealCost: '' })).json().message).toBe(MESSAGES.rentChanged);
    const history = await t.request({
      method: 'GET',
      url: `/api/v1/tenant/${tenantId}/rents`,
      headers: { cookie: manager },
    });
    expect(history.statusCode).toBe(200);
    const data = history.json().data;
    expect(data.rents.map((row: { rent: number; reason: string }) => [row.rent, row.reason])).toEqual([
      [9000, 'CHANGE'],
      [8000, 'ASSIGN'],
    ]);
    expect(data.rents[0].effectiveDate).toBe(data.nextBillingDay);
    expect(data.currentPeriod.start).toBe(today());
  });

  it('takes ‘Moved in on’ a week ago through the assign route, and checks it on the server', async () => {
    const room = await newRoom();
    const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID);
    const weekAgo = plusDays(today(), -7);
    const future = await assign(
      t,
      admin,
      assignPayload(tenantId, room, 0, { movedInOn: plusDays(today(), 1) }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ movedInOn: MESSAGES.movedInOnInFuture });
    expect(
      (await assign(t, admin, assignPayload(tenantId, room, 0, { movedInOn: weekAgo }))).statusCode,
    ).toBe(200);
    const invoices = await t.request({
      method: 'GET',
      url: `/api/v1/payment/tenant-invoice/${tenantId}`,
      headers: { cookie: admin },
    });
    const rent = invoices
      .json()
      .data.find((invoice: { invoiceType: string }) => invoice.invoiceType === 'RENT');
    // Due 5 days after the day of entry, not after the moved-in day (issue 41).
    expect([rent.invoiceDate, rent.periodStart, rent.dueDate, rent.status]).toEqual([
      weekAgo,
      weekAgo,
      plusDays(today(), 5),
      'UNPAID',
    ]);
  });
});
