// `npm run seed:large` at a small scale of the operator's shape: who sits on a bed, who moved out,
// the invoices, payments, complaints and expenses each gets, and a second run adding nothing.
import { and, eq, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import { seedLargeBilling } from '../src/db/seed-large/billing';
import { seedLargeProperties } from '../src/db/seed-large/properties';
import { SEED_SCALES, seedScaleOf, type SeedScale } from '../src/db/seed-large/scale';
import { seedLargeTenants } from '../src/db/seed-large/tenants';
import { bedAssignments, beds, complaints, expenses, invoices, payments, properties } from '../src/db/schema';
import { createTestApp, databases, type TestApp } from './helpers';

/** 3 properties of 1 room of 2 beds, 4 tenants each: 2 on the beds, 2 moved out. */
const small: SeedScale = {
  ...SEED_SCALES.operator,
  properties: 3,
  roomsPerProperty: 1,
  bedsPerRoom: 2,
  tenants: 12,
  invoicesPerTenant: 3,
  complaintsPerProperty: 5,
  expensesPerMonth: 2,
};

describe.each(databases)('seed:large on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: { SEED_DEMO: 'false' } });
  });
  afterAll(() => t.close());

  const counts = async () => {
    const { db } = t.database;
    return {
      properties: await db.$count(properties, like(properties.name, 'Bench PG %')),
      beds: await db.$count(beds),
      onBeds: await db.$count(bedAssignments, isNull(bedAssignments.endDate)),
      movedOut: await db.$count(bedAssignments, isNotNull(bedAssignments.endDate)),
      invoices: await db.$count(invoices),
      overdue: await db.$count(invoices, eq(invoices.status, 'OVERDUE')),
      payments: await db.$count(payments),
      complaints: await db.$count(complaints),
      expenses: await db.$count(expenses),
    };
  };

  it('builds the scale: beds, stays, a year of invoices and payments, complaints and expenses', async () => {
    const { db } = t.database;
    expect(await seedLargeProperties(db, small)).toBe(3);
    expect(await seedLargeTenants(db, small.tenants)).toBe(12);
    expect(await seedLargeBilling(db, small)).toBe(true);
    expect(await counts()).toEqual({
      properties: 3,
      beds: 6,
      onBeds: 6,
      movedOut: 6,
      // 6 on beds × 3 months of 2025, 6 moved out × 12 months of 2024
      invoices: 6 * 3 + 6 * 12,
      overdue: 6,
      payments: 6 * 3 + 6 * 12 - 6,
      complaints: 3 * 5,
      expenses: 3 * 12 * 2,
    });
    // every payment pays its invoice whole, and a moved-out stay ended before its bed's next began
    const count = async (query: SQL) =>
      ((await db.execute(query)) as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(
      await count(sql`select count(*)::int as n from invoices i where i.paid_paise <>
        coalesce((select sum(amount_paise) from payments p where p.invoice_id = i.id), 0)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from bed_assignments a join bed_assignments b
        on a.bed_id = b.bed_id and a.id <> b.id and a.end_date is not null and b.start_date <= a.end_date`),
    ).toBe(0);
    const occupied = await db
      .select({ bed: beds.id })
      .from(beds)
      .innerJoin(
        bedAssignments,
        and(
          eq(bedAssignments.bedId, beds.id),
          isNull(bedAssignments.endDate),
          eq(bedAssignments.tenantId, beds.occupantId),
        ),
      );
    expect(occupied).toHaveLength(6);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    expect(await seedLargeProperties(t.database.db, small)).toBe(0);
    expect(await seedLargeTenants(t.database.db, small.tenants)).toBe(12);
    expect(await seedLargeBilling(t.database.db, small)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown SEED_SCALE, naming the scales there are', () => {
    expect(seedScaleOf({})).toBe(SEED_SCALES.bench);
    expect(seedScaleOf({ SEED_SCALE: 'operator' })).toBe(SEED_SCALES.operator);
    expect(() => seedScaleOf({ SEED_SCALE: 'huge' })).toThrow(
      "SEED_SCALE must be one of bench, operator (got 'huge')",
    );
  });
});
