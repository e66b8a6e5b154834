// POST /bed/assign-tenant: one transaction (all or nothing), and exactly one winner when
// assignments race (50 at once).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bedAssignments, beds, invoices, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { createTestApp, databases, type TestApp } from './helpers';
import {
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  type RoomIds,
} from './properties-fixtures';

describe.each(databases)('bed assignments, atomic and racing, on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let propertyId: string;
  beforeAll(async () => {
    t = await createTestApp(database, { demoRooms: true });
    admin = await t.cookieFor('staff', 'admin@example.com');
    propertyId = DEMO_PROPERTY_ID;
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

  it('changes nothing when the request fails half-way (the invoices cannot be written)', async () => {
    const room = await newRoom(1);
    const tenantId = await addTenantRow(t, propertyId);
    const { db } = t.database;
    await db.execute(
      sql.raw(`create function refuse_invoice() returns trigger language plpgsql as $$
        begin raise exception 'invoices are closed'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_invoice before insert on invoices for each row execute function refuse_invoice()',
      ),
    );
    try {
      const response = await assign(t, admin, assignPayload(tenantId, room));
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_invoice on invoices'));
      await db.execute(sql.raw('drop function refuse_invoice()'));
    }
    expect(await tenantRow(tenantId)).toMatchObject({ roomId: null, bedId: null, monthlyRentPaise: 0 });
    expect((await bedRow(room.bedIds[0]!)).occupantId).toBeNull();
    expect(await db.$count(bedAssignments, eq(bedAssignments.tenantId, tenantId))).toBe(0);
    expect((await assign(t, admin, assignPayload(tenantId, room))).statusCode).toBe(200);
  });

  it('lets exactly one of 50 concurrent assignments of one bed win', async () => {
    const room = await newRoom(1);
    const contenders = await Promise.all(Array.from({ length: 50 }, () => addTenantRow(t, propertyId)));
    const responses = await Promise.all(contenders.map((id) => assign(t, admin, assignPayload(id, room))));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe('This bed is already occupied');
    }
    const open = await t.database.db
      .select()
      .from(bedAssignments)
      .where(and(eq(bedAssignments.bedId, room.bedIds[0]!), isNull(bedAssignments.endDate)));
    expect(open).toHaveLength(1);
    expect((await bedRow(room.bedIds[0]!)).occupantId).toBe(open[0]!.tenantId);
  });

  it('puts one tenant racing onto 50 beds on exactly one', async () => {
    const rooms = await Promise.all(Array.from({ length: 5 }, () => newRoom(10)));
    const tenantId = await addTenantRow(t, propertyId);
    const payloads = rooms.flatMap((room) =>
      room.bedIds.map((_, index) => assignPayload(tenantId, room, index)),
    );
    const responses = await Promise.all(payloads.map((payload) => assign(t, admin, payload)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe('This tenant is already on a bed. Vacate them first.');
    }
    expect(await t.database.db.$count(beds, eq(beds.occupantId, tenantId))).toBe(1);
    expect(
      await t.database.db.$count(invoices, and(eq(invoices.tenantId, tenantId), eq(invoices.type, 'RENT'))),
    ).toBe(1);
  });
});
