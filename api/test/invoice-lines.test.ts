// Invoice lines and pending charges (issue 23), through the services on chosen days: every place
// that issues an invoice writes its lines (total = their sum), the next RENT invoice takes every
// pending charge exactly once (racing job runs too), and a credit larger than an invoice carries.
import { eq } from 'drizzle-orm';
import { charges } from '../src/db/schema';
import { MESSAGES } from '@pgportal/contracts/messages';
import { moveTenant } from '../src/services/moves/move';
import { removeCharge } from '../src/services/payments/charges';
import { runBillingJob, type BillingJobDeps } from '../src/services/payments/job/run';
import { planCharges } from '../src/services/payments/take-charges';
import { linesOf } from '../src/services/payments/lines';
import { chargesBilledTwice, chargesOf, linesOfInvoice, totalsOffLines } from './charges-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf, assignOn, freeBeds, invoicesOf } from './moves-fixtures';

describe('planCharges', () => {
  it('takes every charge, then credits as far as the total goes, exact in paise', () => {
    const plan = planCharges(10_000, [
      { id: 'credit', amountPaise: -15_001 },
      { id: 'fee', amountPaise: 2_500 },
      { id: 'later', amountPaise: -1 },
    ]);
    expect(plan.totalPaise).toBe(0);
    expect(plan.taken).toEqual([
      { id: 'fee', amountPaise: 2_500, restPaise: 0 },
      { id: 'credit', amountPaise: -12_500, restPaise: -2_501 },
    ]);
    expect(planCharges(0, [{ id: 'credit', amountPaise: -5 }]).taken).toEqual([]);
  });
});

describe.each(databases)('invoice lines and pending charges on $name', (database) => {
  let t: TestApp;
  let job: BillingJobDeps;
  let propertyId: string;
  let count = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    job = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    propertyId = await addProperty(t.database.db, 'Lines PG');
  });
  afterAll(() => t.close());

  /** A tenant on the first of two free beds since 10 Mar 2026 (period 10 Mar – 9 Apr, 31 days). */
  const onBed = async (rent = 8000, meals = 0) => {
    count += 1;
    const { db } = t.database;
    const tenantId = await addTenant(db, `lines-${count}@example.com`, propertyId);
    const [first, second] = await freeBeds(db, propertyId, 2);
    await assignOn(db, '2026-03-10', { tenantId, bed: first!, rent, meals });
    return { tenantId, second: second! };
  };
  const run = (today: string) => runBillingJob(job, { today, reminders: false });
  const charge = async (tenantId: string, amountPaise: number, description = 'Broken window') => {
    const { actorId } = await adminOf(t.database.db);
    const [row] = await t.database.db
      .insert(charges)
      .values({ tenantId, kind: 'OTHER', description, amountPaise, createdBy: actorId })
      .returning();
    return row!;
  };

  it('writes rent and meals lines on assignment and in the job, and the move’s adjustment line', async () => {
    const { db } = t.database;
    const { tenantId, second } = await onBed(8000, 1500.5);
    await run('2026-04-10');
    const rents = await invoicesOf(db, tenantId);
    expect(rents.map((invoice) => invoice.totalPaise)).toEqual([950_050, 950_050]);
    for (const invoice of rents) {
      expect((await linesOf(db, [invoice.id])).get(invoice.id)).toEqual([
        { kind: 'RENT', description: 'Rent', amount: 8000 },
        { kind: 'MEALS', description: 'Meals', amount: 1500.5 },
      ]);
    }
    const { scope, actorId } = await adminOf(db);
    await moveTenant(
      db,
      scope,
      actorId,
      tenantId,
      { bedId: second.bedId, rent: 12000, mealCost: 0, prorate: true },
      '2026-04-20',
    );
    const [adjustment] = await invoicesOf(db, tenantId, 'ADJUSTMENT');
    // (12,000 − 9,500.50) × 20 days (20 Apr – 9 May) / 30 = 166,633.33… paise
    expect(await linesOfInvoice(db, adjustment!.id)).toEqual([
      { kind: 'OTHER', amountPaise: 166_633, chargeId: null },
    ]);
    expect(adjustment!.totalPaise).toBe(166_633);
    expect(await totalsOffLines(db, [tenantId])).toEqual([]);
  });

  it('bills a pending charge and a credit once on the next RENT invoice', async () => {
    const { db } = t.database;
    const { tenantId } = await onBed(8000);
    const fee = await charge(tenantId, 50_000, 'Late fee');
    const credit = await charge(tenantId, -20_000, 'Goodwill');
    await run('2026-04-10');
    await run('2026-04-10');
    await run('2026-05-10');
    const rents = await invoicesOf(db, tenantId);
    expect(rents.map((invoice) => invoice.totalPaise)).toEqual([800_000, 830_000, 800_000]);
    expect(await linesOfInvoice(db, rents[1]!.id)).toEqual([
      { kind: 'RENT', amountPaise: 800_000, chargeId: null },
      { kind: 'OTHER', amountPaise: 50_000, chargeId: fee.id },
      { kind: 'OTHER', amountPaise: -20_000, chargeId: credit.id },
    ]);
    expect((await chargesOf(db, tenantId)).map((row) => row.invoiceId)).toEqual([rents[1]!.id, rents[1]!.id]);
    expect(await totalsOffLines(db, [tenantId])).toEqual([]);
  });

  it('carries a credit larger than the invoice to the next one, exact in paise', async () => {
    const { db } = t.database;
    const { tenantId } = await onBed(100);
    await charge(tenantId, -15_001, 'Deposit refund');
    await run('2026-04-10');
    await run('2026-05-10');
    await run('2026-06-10');
    const rents = await invoicesOf(db, tenantId);
    expect(rents.map((invoice) => [invoice.totalPaise, invoice.status])).toEqual([
      [10_000, expect.any(String)],
      [0, 'PAID'],
      [5_000 - 1, expect.any(String)],
      [10_000, expect.any(String)],
    ]);
    // The split's two parts may share a created_at (one transaction): compare them by amount.
    const rows = (await chargesOf(db, tenantId)).sort((a, b) => a.amountPaise - b.amountPaise);
    expect(rows.map((row) => [row.amountPaise, row.invoiceId])).toEqual([
      [-10_000, rents[1]!.id],
      [-5_001, rents[2]!.id],
    ]);
    expect(await totalsOffLines(db, [tenantId])).toEqual([]);
  });

  it('racing billing runs take a charge exactly once', async () => {
    const { db } = t.database;
    const seated = await Promise.all(Array.from({ length: 4 }, () => onBed(7000)));
    for (const { tenantId } of seated) await charge(tenantId, 12_345);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => run('2026-04-10')));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await run('2026-04-10');
    for (const { tenantId } of seated) {
      const rents = await invoicesOf(db, tenantId);
      expect(rents.map((invoice) => invoice.totalPaise)).toEqual([700_000, 712_345]);
      expect((await chargesOf(db, tenantId)).map((row) => row.invoiceId)).toEqual([rents[1]!.id]);
    }
    expect(await chargesBilledTwice(db)).toEqual([]);
    expect(
      await totalsOffLines(
        db,
        seated.map(({ tenantId }) => tenantId),
      ),
    ).toEqual([]);
  });

  it('a removal racing the issuing: the charge is either removed and never billed, or billed and kept (409)', async () => {
    const { db } = t.database;
    const { scope } = await adminOf(db);
    const seated = await Promise.all(Array.from({ length: 4 }, () => onBed(6000)));
    const made = [];
    for (const { tenantId } of seated) made.push({ tenantId, charge: await charge(tenantId, 9_999) });
    const removals = made.map(({ tenantId, charge: row }) => removeCharge(db, scope, tenantId, row.id));
    const outcomes = await Promise.allSettled([...removals, run('2026-04-10'), run('2026-04-10')]);
    for (const [index, { tenantId, charge: row }] of made.entries()) {
      const outcome = outcomes[index]!;
      const [, april] = await invoicesOf(db, tenantId);
      const kept = await db.select().from(charges).where(eq(charges.id, row.id));
      if (outcome.status === 'fulfilled') {
        expect(kept).toEqual([]);
        expect(april!.totalPaise).toBe(600_000);
      } else {
        expect(outcome.reason).toMatchObject({ statusCode: 409, message: MESSAGES.chargeAlreadyBilled });
        expect(kept).toMatchObject([{ invoiceId: april!.id }]);
        expect(april!.totalPaise).toBe(609_999);
      }
    }
    expect(outcomes.slice(made.length).map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(
      await totalsOffLines(
        db,
        seated.map(({ tenantId }) => tenantId),
      ),
    ).toEqual([]);
  });

  it('makes a move’s lower rent a pending DEDUCTION credit', async () => {
    const { db } = t.database;
    const { tenantId, second } = await onBed(8000);
    const { scope, actorId } = await adminOf(db);
    await moveTenant(
      db,
      scope,
      actorId,
      tenantId,
      { bedId: second.bedId, rent: 7000, mealCost: 0, prorate: true },
      '2026-03-20',
    );
    const [credit] = await chargesOf(db, tenantId);
    expect(credit).toMatchObject({ kind: 'DEDUCTION', invoiceId: null });
    expect(credit!.description).toMatch(/^Lower rent after a move/);
    expect(credit!.amountPaise).toBeLessThan(0);
    await run('2026-04-10');
    const [, april] = await invoicesOf(db, tenantId);
    expect(april!.totalPaise).toBe(700_000 + credit!.amountPaise);
    expect(await db.select().from(charges).where(eq(charges.id, credit!.id))).toMatchObject([
      { invoiceId: april!.id },
    ]);
  });
});
