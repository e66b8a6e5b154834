// GST on rent adjustments (issue 44), on both databases: for a GST-registered property, a move's
// pro-rated difference and a withdrawn notice's rest of the period are rent for a part of a month,
// so they get a GST record at issue like a RENT invoice: classified by the stay and the tenant's
// monthly terms, numbered in the same series, their tax adding up to the amount. An adjustment with
// no stay (an exit settlement's deductions and charges) gets none.
import { and, eq } from 'drizzle-orm';
import { gstInvoices, invoices, tenantNotices } from '../src/db/schema';
import { moveTenant } from '../src/services/moves/move';
import { withdrawNotice } from '../src/services/notices/write';
import { issueInvoice } from '../src/services/payments/invoices';
import { recordGst } from '../src/services/taxes/gst-record';
import { addBeds, assign } from './billing-fixtures';
import { addRegisteredProperty, addTenant } from './fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf, invoicesOf } from './moves-fixtures';

const GSTIN = '29AAGCB7383J1Z4'; // Karnataka

describe.each(databases)('GST on rent adjustments on $name', (database) => {
  let t: TestApp;
  let propertyId: string;
  let tenantSeq = 0;

  beforeAll(async () => {
    t = await createTestApp(database);
    propertyId = await addRegisteredProperty(t.database.db, 'Registered PG', {
      gstin: GSTIN,
      gstLegalName: 'Registered Stays LLP',
    });
  });
  afterAll(() => t.close());

  const admit = async (start: string, rent: number) => {
    tenantSeq += 1;
    const tenantId = await addTenant(t.database.db, `gst-adjust-${tenantSeq}@example.com`, propertyId);
    const [bed] = await addBeds(t.database.db, propertyId, 1);
    await assign(t.database.db, { tenantId, bedId: bed!, startDate: start, rent });
    return tenantId;
  };
  const gstOf = async (invoiceId: string) =>
    (await t.database.db.select().from(gstInvoices).where(eq(gstInvoices.invoiceId, invoiceId)))[0];
  const moveOn = async (tenantId: string, day: string, rent: number) => {
    const { scope, actorId } = await adminOf(t.database.db);
    const [bed] = await addBeds(t.database.db, propertyId, 1);
    await moveTenant(
      t.database.db,
      scope,
      actorId,
      tenantId,
      { bedId: bed!, rent, mealCost: 0, prorate: true },
      day,
    );
    const [adjustment] = await invoicesOf(t.database.db, tenantId, 'ADJUSTMENT');
    return adjustment!;
  };

  it("records a move's pro-rated difference: exempt within ₹20,000 a month, taxed above it", async () => {
    const within = await moveOn(await admit('2026-11-03', 9000), '2026-11-20', 12000);
    const exempt = await gstOf(within.id);
    expect(exempt).toMatchObject({
      kind: 'BILL_OF_SUPPLY',
      reason: 'EXEMPT',
      gstin: GSTIN,
      monthlyValuePaise: 1_200_000,
      valuePaise: within.totalPaise,
    });
    expect(exempt!.serial).toMatch(/^GST\/26-27\/\d+$/);

    const above = await moveOn(await admit('2026-11-03', 19000), '2026-11-20', 21000);
    const taxed = await gstOf(above.id);
    expect(taxed).toMatchObject({ kind: 'TAX_INVOICE', reason: 'ABOVE_LIMIT', monthlyValuePaise: 2_100_000 });
    expect(taxed!.taxablePaise + taxed!.cgstPaise + taxed!.sgstPaise).toBe(above.totalPaise);
    expect(taxed!.cgstPaise).toBe(taxed!.sgstPaise);
    expect(taxed!.number).toBe(exempt!.number + 1 + 1); // the second tenant's first invoice came between
  });

  it("records a withdrawn notice's rest of the period by the stay that now goes on", async () => {
    const tenantId = await admit('2026-09-10', 9000);
    await t.database.db.insert(tenantNotices).values({
      tenantId,
      propertyId,
      noticeDate: '2026-10-01',
      moveOutDate: '2026-11-20',
      givenBy: 'STAFF',
    });
    await runJobOn(t, '2026-11-15');
    const [cut] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.periodEnd, '2026-11-20')));
    // billed to the move-out day, a stay of 71 days: taxed
    expect(await gstOf(cut!.id)).toMatchObject({ kind: 'TAX_INVOICE', reason: 'SHORT_STAY' });

    const { scope } = await adminOf(t.database.db);
    await withdrawNotice(t.database.db, scope, tenantId, '2026-11-16');
    const [rest] = await invoicesOf(t.database.db, tenantId, 'ADJUSTMENT');
    expect(rest).toMatchObject({ periodStart: '2026-11-21', periodEnd: '2026-12-09' });
    expect(await gstOf(rest!.id)).toMatchObject({
      kind: 'BILL_OF_SUPPLY',
      reason: 'EXEMPT',
      monthlyValuePaise: 900_000,
      valuePaise: rest!.totalPaise,
      stayUntil: null,
    });
  });

  it('records nothing for an adjustment with no stay (an exit settlement’s), nor twice for one', async () => {
    const tenantId = await admit('2026-11-05', 9000);
    const settlement = await t.database.db.transaction((tx) =>
      issueInvoice(tx, {
        tenantId,
        propertyId,
        assignmentId: null,
        type: 'ADJUSTMENT',
        periodStart: '2026-11-25',
        periodEnd: '2026-11-25',
        invoiceDate: '2026-11-25',
        lines: [{ kind: 'OTHER', description: 'Exit deduction: broken chair', amountPaise: 150_000 }],
      }),
    );
    await t.database.db.transaction((tx) => recordGst(tx, [settlement.id]));
    expect(await gstOf(settlement.id)).toBeUndefined();
  });
});
