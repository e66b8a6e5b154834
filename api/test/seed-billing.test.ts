// The demo billing history: made on the demo tenant's assignment, once; nothing without one.
import { asc, eq } from 'drizzle-orm';
import { seedBilling } from '../src/db/seed-billing';
import { invoices, payments, propertyManagers, users } from '../src/db/schema';
import { invoiceStatus } from '../src/services/payments/status';
import { addBeds, assign } from './billing-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('demo billing history on $name', (database) => {
  let t: TestApp;
  let propertyId: string;
  let tenantId: string;
  beforeAll(async () => {
    // Without the demo data: the test makes its own tenant and manager.
    t = await createTestApp(database, { env: { SEED_DEMO: 'false' } });
    propertyId = await addProperty(t.database.db, 'History PG');
    tenantId = await addTenant(t.database.db, 'history@example.com', propertyId);
    const [manager] = await t.database.db
      .insert(users)
      .values({
        name: 'History Manager',
        email: 'history-manager@example.com',
        role: 'MANAGER',
        isVerified: true,
      })
      .returning({ id: users.id });
    await t.database.db.insert(propertyManagers).values({ propertyId, userId: manager!.id });
  });
  afterAll(() => t.close());

  const options = {
    tenantEmail: 'history@example.com',
    managerEmail: 'history-manager@example.com',
    today: '2026-11-23',
  };

  it('does nothing while the demo tenant has no assignment', async () => {
    await seedBilling(t.database.db, options);
    expect(await t.database.db.select().from(invoices)).toHaveLength(0);
  });

  it('gives a newly assigned tenant months of invoices, paid, part-paid and overdue, once', async () => {
    const { db } = t.database;
    const [bed] = await addBeds(db, propertyId, 1);
    await assign(db, {
      tenantId,
      bedId: bed!,
      startDate: '2026-11-20',
      rent: 8500,
      meals: 2500,
      advance: 10000,
    });
    await seedBilling(db, options);
    const rows = await db
      .select()
      .from(invoices)
      .where(eq(invoices.tenantId, tenantId))
      .orderBy(asc(invoices.periodStart));
    const rents = rows.filter((row) => row.type === 'RENT');
    expect(rents.map((row) => row.periodStart)).toEqual([
      '2026-08-20',
      '2026-09-20',
      '2026-10-20',
      '2026-11-20',
    ]);
    expect(rents.map((row) => invoiceStatus(row, options.today))).toEqual([
      'PAID',
      'PAID',
      'OVERDUE',
      'PARTIAL',
    ]);
    expect(rows.find((row) => row.type === 'ADVANCE')).toMatchObject({
      invoiceDate: '2026-08-20',
      status: 'PAID',
    });
    expect(new Set(rows.map((row) => row.invoiceId)).size).toBe(rows.length);

    const ledger = await db.select().from(payments);
    await seedBilling(db, options);
    expect(await db.select().from(payments)).toHaveLength(ledger.length);
    expect(await db.select().from(invoices).where(eq(invoices.tenantId, tenantId))).toHaveLength(rows.length);
  });
});
