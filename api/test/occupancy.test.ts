// Issue 26, the occupancy grid over HTTP on both databases: every bed of the current property by
// floor and room, each free, occupied, notice given or overdue (overdue wins), the counts, and who
// may ask.
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import type { OccupancyAnswer } from '@pgportal/contracts/responses';
import { beds, invoices, rooms, tenantNotices } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('the occupancy grid on $name', (database) => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database, { demoRooms: true });
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const grid = async (cookie: string) => {
    const answer = await t.request({ url: `/api/v1${API.property.occupancy}`, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: OccupancyAnswer }>().data;
  };
  const allBeds = (answer: OccupancyAnswer) =>
    answer.floors.flatMap((floor) => floor.rooms.flatMap((room) => room.beds));

  it('lists every bed of the current property by floor and room, with the counts per state', async () => {
    const answer = await grid(manager);
    const db = t.database.db;
    const stored = await db
      .select({ id: beds.id, occupantId: beds.occupantId })
      .from(beds)
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .where(eq(rooms.propertyId, DEMO_PROPERTY_ID));
    const shown = allBeds(answer);
    expect(shown.map((bed) => bed._id).sort()).toEqual(stored.map((bed) => bed.id).sort());
    expect(answer.floors.map((floor) => floor.floor)).toEqual(
      [...answer.floors.map((floor) => floor.floor)].sort((a, b) => a - b),
    );
    const free = stored.filter((bed) => !bed.occupantId).length;
    expect(answer.counts.FREE).toBe(free);
    expect(answer.counts.FREE + answer.counts.OCCUPIED + answer.counts.NOTICE + answer.counts.OVERDUE).toBe(
      stored.length,
    );
    for (const bed of shown) expect(bed.state === 'FREE').toBe(bed.tenant === null);
  });

  it('marks a tenant who gave notice, and one who owes an overdue invoice (overdue wins)', async () => {
    const db = t.database.db;
    const occupied = await db
      .select({ bedId: beds.id, tenantId: beds.occupantId })
      .from(beds)
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .where(and(eq(rooms.propertyId, DEMO_PROPERTY_ID), isNotNull(beds.occupantId)));
    const [first, second] = occupied;
    const notice = (tenantId: string) => ({
      tenantId,
      propertyId: DEMO_PROPERTY_ID,
      noticeDate: '2026-11-01',
      moveOutDate: '2026-12-01',
      givenBy: 'STAFF' as const,
    });
    await db.insert(tenantNotices).values([notice(first!.tenantId!), notice(second!.tenantId!)]);
    // The grid follows the status rule as of today, never the stored status (issue 41): the first
    // owes nothing past due, however stale its stored status; the second owes an invoice due in
    // January, though its stored status was never marked OVERDUE.
    await db
      .update(invoices)
      .set({ dueDate: plusDays(today(), 30), status: 'OVERDUE' })
      .where(and(eq(invoices.tenantId, first!.tenantId!), lt(invoices.paidPaise, invoices.totalPaise)));
    const owing = await db
      .update(invoices)
      .set({ dueDate: '2026-01-10', status: 'UNPAID' })
      .where(and(eq(invoices.tenantId, second!.tenantId!), lt(invoices.paidPaise, invoices.totalPaise)))
      .returning({ id: invoices.id });
    expect(owing.length).toBeGreaterThan(0);
    const byId = new Map(allBeds(await grid(manager)).map((bed) => [bed._id, bed]));
    expect(byId.get(first!.bedId)).toMatchObject({ state: 'NOTICE', notice: true });
    expect(byId.get(second!.bedId)).toMatchObject({
      notice: true,
      state: 'OVERDUE',
      overdue: true,
    });
  });

  it('refuses tenants and callers without a session', async () => {
    expect((await t.request({ url: `/api/v1${API.property.occupancy}` })).statusCode).toBe(401);
    const tenant = await t.cookieFor('tenant', 'tenant@example.com');
    expect(
      (await t.request({ url: `/api/v1${API.property.occupancy}`, headers: { cookie: tenant } })).statusCode,
    ).toBe(403);
  });
});
