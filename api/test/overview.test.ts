// Issue 42, the properties overview over HTTP on both databases: per property its beds, the
// month's money collected, due and overdue, open complaints and what waits; the totals; who sees
// which properties (a manager only theirs) and who may not ask.
import { and, eq, lt, ne } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import type { OverviewAnswer, OverviewProperty } from '@pgportal/contracts/responses';
import { complaints, invoices, properties, tenantNotices } from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { plusDays, today } from '../src/services/calendar';
import { recordPayment } from '../src/services/payments/payments';
import { findStaff } from '../src/services/users/read';
import { managerOf, url } from './audit-fixtures';
import { addProperty } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import {
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  userIdOf,
  type RoomIds,
} from './properties-fixtures';

describe.each(databases)('the properties overview on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let eastManager: string;
  let eastId: string;
  let westId: string;
  let collectedPaise = 0;
  let overduePaise = 0;

  const onBed = async (propertyId: string, room: RoomIds, bed: number) => {
    const tenantId = await addTenantRow(t, propertyId, `Overview ${propertyId.slice(0, 4)} ${bed}`);
    const answer = await assign(t, admin, assignPayload(tenantId, room, bed));
    if (answer.statusCode !== 200) throw new Error(`assign: ${answer.statusCode} ${answer.body}`);
    return tenantId;
  };
  const complaint = (tenantId: string, propertyId: string, room: RoomIds, status: 'PENDING' | 'RESOLVED') =>
    t.database.db
      .insert(complaints)
      .values({
        tenantId,
        propertyId,
        roomId: room.roomId,
        bedId: room.bedIds[0]!,
        issue: 'Tap leaks',
        status,
      });

  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    eastId = await addProperty(t.database.db, 'East Overview PG');
    westId = await addProperty(t.database.db, 'West Overview PG');
    await managerOf(t, eastId, 'east.overview.manager@example.com');
    eastManager = await t.cookieFor('staff', 'east.overview.manager@example.com');

    const eastRoom = await addRoomVia(t, admin, eastId, 'E-1', 3);
    const first = await onBed(eastId, eastRoom, 0);
    const second = await onBed(eastId, eastRoom, 1);
    const westRoom = await addRoomVia(t, admin, westId, 'W-1', 2);
    await onBed(westId, westRoom, 0);

    // East: the first tenant pays their rent today (a deposit is not income), the second's invoices fall past due.
    const scope = staffScope((await findStaff(t.database.db, await userIdOf(t, 'admin@example.com')))!);
    const [rent] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, first), eq(invoices.type, 'RENT')));
    await recordPayment(t.database.db, scope, rent!.id, { paymentMode: 'CASH', paidAt: today() }, today());
    collectedPaise = rent!.totalPaise;
    const late = await t.database.db
      .update(invoices)
      .set({ dueDate: plusDays(today(), -3) })
      .where(and(eq(invoices.tenantId, second), lt(invoices.paidPaise, invoices.totalPaise)))
      .returning();
    overduePaise = late.reduce((sum, invoice) => sum + invoice.totalPaise - invoice.paidPaise, 0);
    await complaint(first, eastId, eastRoom, 'PENDING');
    await complaint(second, eastId, eastRoom, 'RESOLVED');
    await t.database.db.insert(tenantNotices).values({
      tenantId: second,
      propertyId: eastId,
      noticeDate: today(),
      moveOutDate: plusDays(today(), 30),
      givenBy: 'TENANT',
    });
  });
  afterAll(() => t.close());

  const overview = async (cookie: string, query = 'limit=100') => {
    const answer = await t.request({ url: url(`${API.property.overview}?${query}`), headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: OverviewAnswer }>().data;
  };
  const rowOf = (answer: OverviewAnswer, id: string) => answer.properties.find((row) => row._id === id);
  const owedIn = async (propertyId: string) => {
    const rows = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.propertyId, propertyId), ne(invoices.status, 'PAID')));
    return rows.reduce((sum, invoice) => sum + invoice.totalPaise - invoice.paidPaise, 0);
  };

  it('gives each property its beds, money collected, due and overdue, complaints and waiting items', async () => {
    const answer = await overview(admin);
    expect(rowOf(answer, eastId)).toEqual<OverviewProperty>({
      _id: eastId,
      name: 'East Overview PG',
      totalBeds: 3,
      occupiedBeds: 2,
      collectedPaise,
      duePaise: await owedIn(eastId),
      overduePaise,
      complaintsOpen: 1,
      claimsOpen: 0,
      statementLinesToReview: 0,
      noticesGiven: 1,
      exitDisputes: 0,
    });
    expect(collectedPaise).toBeGreaterThan(0);
    expect(overduePaise).toBeGreaterThan(0);
    expect(rowOf(answer, westId)).toMatchObject({
      totalBeds: 2,
      occupiedBeds: 1,
      collectedPaise: 0,
      duePaise: await owedIn(westId),
      overduePaise: 0,
      complaintsOpen: 0,
      noticesGiven: 0,
    });
  });

  it('adds every property in scope into the totals, whatever the page', async () => {
    const all = await overview(admin);
    const sum = (key: keyof OverviewProperty) =>
      all.properties.reduce((total, row) => total + Number(row[key]), 0);
    expect(all.totals).toMatchObject({
      properties: all.properties.length,
      totalBeds: sum('totalBeds'),
      occupiedBeds: sum('occupiedBeds'),
      collectedPaise: sum('collectedPaise'),
      duePaise: sum('duePaise'),
      overduePaise: sum('overduePaise'),
      complaintsOpen: sum('complaintsOpen'),
      noticesGiven: sum('noticesGiven'),
    });
    const [, second] = all.properties;
    const page = await overview(admin, 'page=2&limit=1');
    expect(page.properties).toEqual([second]);
    expect(page.totals).toEqual(all.totals);
    expect(page.pagination).toEqual({
      page: 2,
      limit: 1,
      total: all.totals.properties,
      totalPages: all.totals.properties,
    });
    expect(all.properties.map((row) => row.name)).toEqual([...all.properties.map((row) => row.name)].sort());
  });

  it('shows a manager only the properties assigned to them', async () => {
    const answer = await overview(eastManager);
    expect(answer.properties.map((row) => row._id)).toEqual([eastId]);
    expect(answer.totals).toMatchObject({ properties: 1, totalBeds: 3, occupiedBeds: 2, complaintsOpen: 1 });
  });

  it('leaves out a deleted property', async () => {
    const goneId = await addProperty(t.database.db, 'Gone Overview PG');
    expect(rowOf(await overview(admin), goneId)).toBeDefined();
    await t.database.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, goneId));
    expect(rowOf(await overview(admin), goneId)).toBeUndefined();
  });

  it('refuses tenants and callers without a session', async () => {
    expect((await t.request({ url: url(API.property.overview) })).statusCode).toBe(401);
    const tenant = await t.cookieFor('tenant', 'tenant@example.com');
    const refused = await t.request({ url: url(API.property.overview), headers: { cookie: tenant } });
    expect(refused.statusCode).toBe(403);
  });
});
