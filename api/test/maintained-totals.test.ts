// Maintained totals (schema/totals.ts, migration 0006): the tenants list's total, the dashboard's
// beds, dues and collections are kept by statement triggers. After every kind of write, single or
// set-based, through the API or not, what is kept must equal a fresh count of the rows.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { addProperty, addTenant, formData } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { addRoomVia, assign, assignPayload, vacate } from './properties-fixtures';
import { placeOnBed } from './tenants-fixtures';
import { runBillingJob } from '../src/services/payments/job/run';

describe.each(databases)('maintained totals on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let elsewhere: string;
  beforeAll(async () => {
    t = await createTestApp(database, { demoRooms: true });
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    elsewhere = await addProperty(t.database.db, 'Counted Elsewhere PG');
  });
  afterAll(() => t.close());

  // PGlite and node-postgres both answer { rows }.
  const rowsOf = async (query: SQL) => {
    const result = await t.database.db.execute<Record<string, unknown>>(query);
    return (result as { rows: Array<Record<string, unknown>> }).rows;
  };

  /** Kept and counted, per property (null property as the nil key), for the properties that have any. */
  async function keptAndCounted() {
    const kept = await rowsOf(sql`
      select property_id::text as key, live, assigned from tenant_counts
      where live <> 0 or assigned <> 0 order by 1`);
    const counted = await rowsOf(sql`
      select coalesce(property_id, '00000000-0000-0000-0000-000000000000')::text as key,
             count(*)::int as live, count(bed_id)::int as assigned
      from tenants where deleted_at is null group by 1 order by 1`);
    return { kept, counted };
  }

  /** property_totals and property_collections beside the same figures summed from their rows. */
  async function propertyFigures() {
    const kept = await rowsOf(sql`
      select property_id::text as key, total_beds::int as beds, occupied_beds::int as occupied,
             outstanding_paise::bigint::text as outstanding
      from property_totals where total_beds <> 0 or occupied_beds <> 0 or outstanding_paise <> 0 order by 1`);
    const counted = await rowsOf(sql`
      select key, sum(beds)::int as beds, sum(occupied)::int as occupied, sum(outstanding)::bigint::text as outstanding
      from (
        select r.property_id::text as key, count(*) as beds, count(b.occupant_id) as occupied, 0 as outstanding
        from beds b join rooms r on r.id = b.room_id
        where b.deleted_at is null and r.deleted_at is null group by 1
        union all
        select property_id::text, 0, 0, sum(total_paise - paid_paise) from invoices where status <> 'PAID' group by 1
      ) as figures group by 1
      having sum(beds) <> 0 or sum(occupied) <> 0 or sum(outstanding) <> 0 order by 1`);
    const keptCollections = await rowsOf(sql`
      select property_id::text as key, month::text as month, collected_paise::bigint::text as paise
      from property_collections where collected_paise <> 0 order by 1, 2`);
    // deposits are not income (issue 41): only the entries on rent and charge invoices
    const collections = await rowsOf(sql`
      select p.property_id::text as key, date_trunc('month', p.paid_at)::date::text as month,
             sum(p.amount_paise)::bigint::text as paise
      from payments p join invoices i on i.id = p.invoice_id where i.type <> 'ADVANCE'
      group by 1, 2 having sum(p.amount_paise) <> 0 order by 1, 2`);
    return { kept: [kept, keptCollections], counted: [counted, collections] };
  }

  async function expectCountsKept() {
    const tenantsFigures = await keptAndCounted();
    expect(tenantsFigures.kept).toEqual(tenantsFigures.counted);
    const properties = await propertyFigures();
    expect(properties.kept).toEqual(properties.counted);
  }

  const total = async (query: string, cookie = admin) => {
    const response = await t.request({ url: `/api/v1/tenant?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json().pagination.total as number;
  };

  it('starts equal to the seeded rows', async () => {
    await expectCountsKept();
  });

  it('follows single and set-based inserts, moves, assignments, soft and hard deletes', async () => {
    const db = t.database.db;
    const ids = await Promise.all(
      ['c1', 'c2', 'c3', 'c4'].map((name) => addTenant(db, `${name}@counts.example.com`, DEMO_PROPERTY_ID)),
    );
    await expectCountsKept();
    await db.execute(sql`
      insert into tenants (full_name, email, property_id)
      select 'Bulk ' || g, 'bulk' || g || '@counts.example.com', ${elsewhere}::uuid
      from generate_series(1, 25) g`);
    await expectCountsKept();
    await placeOnBed(db, ids[0]!, DEMO_PROPERTY_ID, 'C1');
    await placeOnBed(db, ids[1]!, DEMO_PROPERTY_ID, 'C2');
    await expectCountsKept();
    // one statement moving some tenants and deleting others, another leaving a property empty
    await db.update(tenants).set({ propertyId: elsewhere }).where(eq(tenants.id, ids[2]!));
    await db.execute(sql`update tenants set deleted_at = now() where email like 'bulk1%@counts.example.com'`);
    await db.update(tenants).set({ bedId: null, roomId: null }).where(eq(tenants.id, ids[1]!));
    await expectCountsKept();
    await db.update(tenants).set({ propertyId: null }).where(eq(tenants.id, ids[3]!));
    await db
      .delete(tenants)
      .where(inArray(tenants.email, ['bulk2@counts.example.com', 'bulk3@counts.example.com']));
    await expectCountsKept();
    // an update that changes nothing counted leaves the counts as they are
    await db.execute(sql`update tenants set full_name = full_name || ''`);
    await expectCountsKept();
  });

  it('gives each scope and filter the total of its rows', async () => {
    for (const [query, cookie] of [
      ['page=1&limit=2', admin],
      ['page=1&limit=2&assigned=true', admin],
      ['page=1&limit=2&assigned=false', admin],
      ['page=1&limit=2', manager],
      ['page=1&limit=2&assigned=false', manager],
    ] as const) {
      const whole = await t.request({
        url: `/api/v1/tenant?${query.replace('page=1&limit=2', '')}`,
        headers: { cookie },
      });
      expect([query, await total(query, cookie)]).toEqual([query, whole.json().data.length]);
    }
  });

  it('follows rooms, assignments, payments, reversals and the billing job through the API', async () => {
    const room = await addRoomVia(t, admin, DEMO_PROPERTY_ID, 'T1', 3);
    await expectCountsKept();
    const tenantId = await addTenant(t.database.db, 'totals.person@example.com', DEMO_PROPERTY_ID);
    expect((await assign(t, admin, assignPayload(tenantId, room, 1))).statusCode).toBe(200);
    await expectCountsKept();
    const invoices = (
      await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: admin } })
    ).json().data as Array<{ _id: string; invoiceDate: string }>;
    const pay = (id: string, payload: object) =>
      t.request({ method: 'PATCH', url: `/api/v1/payment/${id}/pay`, headers: { cookie: admin }, payload });
    const paidAt = invoices[0]!.invoiceDate.slice(0, 10);
    expect((await pay(invoices[0]!._id, { paymentMode: 'UPI', paidAt, amount: 1000 })).statusCode).toBe(200);
    expect((await pay(invoices[1]!._id, { paymentMode: 'CASH', paidAt })).statusCode).toBe(200);
    await expectCountsKept();
    const ledger = (
      await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: admin } })
    ).json().data as Array<{ _id: string; payments: Array<{ _id: string }> }>;
    const paid = ledger.find((invoice) => invoice.payments.length)!;
    const reversed = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${paid._id}/reverse`,
      headers: { cookie: admin },
      payload: { paymentId: paid.payments[0]!._id, note: 'Recorded twice' },
    });
    expect(reversed.statusCode).toBe(200);
    await runBillingJob(t.app.deps, { today: '2027-03-01', reminders: false });
    await expectCountsKept();
    expect((await vacate(t, admin, tenantId)).statusCode).toBe(200);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v1/room/delete/${room.roomId}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    await expectCountsKept();
  });

  it('answers through the API after admission and removal as well', async () => {
    const before = await total('page=1&limit=1');
    const added = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/add',
      headers: { cookie: admin },
      payload: formData({
        fullName: 'Counted Person',
        email: 'counted.person@example.com',
        phoneNumber: '9876543210',
        dateOfBirth: '2001-04-05',
        address: '12 MG Road, Bengaluru',
        profession: 'JOB',
        emergencyContact: JSON.stringify({ name: 'Mohan Rao', relation: 'Father', phone: '9876500099' }),
      }),
    });
    expect(added.statusCode).toBe(201);
    expect(await total('page=1&limit=1')).toBe(before + 1);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v1/tenant/delete/${added.json().data._id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    expect(await total('page=1&limit=1')).toBe(before);
    await expectCountsKept();
  });
});
