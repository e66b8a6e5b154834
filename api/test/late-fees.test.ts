// Late fees (issue 23) on both databases: the billing job charging flat and per-day fees after the
// grace days up to the cap, each step once however often and however concurrently it runs; no fee
// on a PAID invoice; waivers (recorded, visible to the tenant, 409 twice or once paid, 404 out of
// scope); the reminder mail.
// The policy through the property API: late-fee-policy.test.ts.
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { eq } from 'drizzle-orm';
import { invoices, lateFeeWaivers } from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { chargeLateFees } from '../src/services/payments/job/late-fees';
import { runBillingJob, type BillingJobDeps } from '../src/services/payments/job/run';
import { recordPayment } from '../src/services/payments/payments';
import { findStaff } from '../src/services/users/read';
import { totalsOffLines } from './charges-fixtures';
import { addBeds, assign } from './billing-fixtures';
import { addProperty, addTenant, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { feeLinesOf, outstandingKeptAndCounted, setPolicy, stepsChargedTwice } from './late-fees-fixtures';

const url = (path: string) => `/api/v1${path}`;

describe.each(databases)('late fees on $name', (database) => {
  let t: TestApp;
  let job: BillingJobDeps;
  let admin: string;
  let manager: string;
  let seats = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    job = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const run = (today: string, reminders = false) => runBillingJob(job, { today, reminders });

  /** A tenant of a new property with this policy, on a bed from 2032-01-10: the first invoice is due 2032-01-15. */
  async function overdueWorld(policy: Parameters<typeof setPolicy>[2]) {
    seats += 1;
    const propertyId = await addProperty(t.database.db, `Fees PG ${seats}`);
    await setPolicy(t.database.db, propertyId, policy);
    const [bedId] = await addBeds(t.database.db, propertyId, 1);
    const email = `late-${seats}@example.com`;
    const tenantId = await addTenant(t.database.db, email, propertyId);
    await assign(t.database.db, { tenantId, bedId: bedId!, startDate: '2032-01-10', rent: 8000 });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
    return { propertyId, tenantId, email, invoiceId: invoice!.id };
  }
  const invoiceRow = async (id: string) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  async function expectEqualities(world: { propertyId: string; tenantId: string }) {
    expect(await totalsOffLines(t.database.db, [world.tenantId])).toEqual([]);
    const [kept, counted] = await outstandingKeptAndCounted(t.database.db, world.propertyId);
    expect(kept).toBe(counted);
    expect(await stepsChargedTwice(t.database.db)).toBe(0);
  }

  it('charges a fee per day after the grace days, up to the cap, each day once', async () => {
    const world = await overdueWorld({
      policy: 'PER_DAY',
      amountPaise: 5000,
      graceDays: 3,
      capPaise: 17_500,
    });
    await run('2032-01-18');
    expect(await feeLinesOf(t.database.db, world.invoiceId)).toEqual([]);
    await run('2032-01-19');
    await run('2032-01-19');
    expect(await feeLinesOf(t.database.db, world.invoiceId)).toEqual([[1, 5000]]);
    await run('2032-01-21');
    expect(await feeLinesOf(t.database.db, world.invoiceId)).toEqual([
      [1, 5000],
      [2, 5000],
      [3, 5000],
    ]);
    await run('2032-02-05');
    // the cap: the fourth day takes what is left of ₹175, and no day after it
    expect(await feeLinesOf(t.database.db, world.invoiceId)).toEqual([
      [1, 5000],
      [2, 5000],
      [3, 5000],
      [4, 2500],
    ]);
    const row = await invoiceRow(world.invoiceId);
    expect([row.totalPaise, row.status]).toEqual([800_000 + 17_500, 'OVERDUE']);
    await expectEqualities(world);
  });

  it('charges a flat fee once after the grace days, and nothing on a paid invoice', async () => {
    const flat = await overdueWorld({ policy: 'FLAT', amountPaise: 20_000, graceDays: 0 });
    await run('2032-01-15');
    expect(await feeLinesOf(t.database.db, flat.invoiceId)).toEqual([]);
    await run('2032-01-16');
    await run('2032-02-01');
    expect(await feeLinesOf(t.database.db, flat.invoiceId)).toEqual([[1, 20_000]]);
    await expectEqualities(flat);

    const paid = await overdueWorld({
      policy: 'PER_DAY',
      amountPaise: 1000,
      graceDays: 1,
      capPaise: 100_000,
    });
    const scope = staffScope(
      (await findStaff(t.database.db, await userId(t.database.db, 'admin@example.com')))!,
    );
    await run('2032-01-17');
    expect(await feeLinesOf(t.database.db, paid.invoiceId)).toEqual([[1, 1000]]);
    await recordPayment(
      t.database.db,
      scope,
      paid.invoiceId,
      { paymentMode: 'CASH', paidAt: '2032-01-17' },
      '2032-01-17',
    );
    await run('2032-01-25');
    expect(await feeLinesOf(t.database.db, paid.invoiceId)).toEqual([[1, 1000]]);
    expect((await invoiceRow(paid.invoiceId)).status).toBe('PAID');
    await expectEqualities(paid);
  });

  it('charges, in the same run, an invoice it issues already past due (a run after days without one)', async () => {
    const world = await overdueWorld({ policy: 'FLAT', amountPaise: 5000, graceDays: 0 });
    await run('2032-02-20');
    const issued = await t.database.db.select().from(invoices).where(eq(invoices.tenantId, world.tenantId));
    expect(issued).toHaveLength(2);
    for (const invoice of issued) {
      expect(invoice.status).toBe('OVERDUE');
      expect(await feeLinesOf(t.database.db, invoice.id)).toEqual([[1, 5000]]);
    }
    await expectEqualities(world);
  });

  it('charges each step once when runs race, and when two transactions charge at once', async () => {
    const world = await overdueWorld({
      policy: 'PER_DAY',
      amountPaise: 3000,
      graceDays: 2,
      capPaise: 30_000,
    });
    await Promise.all([run('2032-01-22'), run('2032-01-22'), run('2032-01-22')]);
    // past the job's lock: two connections (on PostgreSQL) charging the same steps at once
    await Promise.all([0, 1].map(() => t.database.db.transaction((tx) => chargeLateFees(tx, '2032-01-24'))));
    expect(await feeLinesOf(t.database.db, world.invoiceId)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((step) => [step, 3000]),
    );
    expect((await invoiceRow(world.invoiceId)).totalPaise).toBe(800_000 + 7 * 3000);
    await expectEqualities(world);
  });

  it('lets staff waive a fee with a reason the tenant reads; twice 409, paid 409, another manager 404', async () => {
    const world = await overdueWorld({ policy: 'FLAT', amountPaise: 25_000, graceDays: 2 });
    await run('2032-01-18');
    const lines = async (cookie: string) => {
      const response = await t.request({
        method: 'GET',
        url: url(API.tenant.invoices(world.tenantId)),
        headers: { cookie },
      });
      const invoice = (
        response.json().data as Array<{ _id: string; lines: Array<Record<string, unknown>> }>
      ).find((row) => row._id === world.invoiceId);
      return invoice!.lines;
    };
    const fee = (await lines(admin)).find((line) => line.kind === 'LATE_FEE')!;
    expect(fee).toMatchObject({ amount: 250, waived: false });
    const waive = (cookie: string, payload: object, lineId = String(fee.id)) =>
      t.request({
        method: 'POST',
        url: url(API.payment.waiveLateFee(world.invoiceId, lineId)),
        headers: { cookie },
        payload,
      });
    expect((await waive(manager, { reason: 'Bank holiday' })).statusCode).toBe(404);
    const blank = await waive(admin, { reason: '  ' });
    expect([blank.statusCode, blank.json().errors?.reason]).toEqual([
      400,
      'Give a reason for waiving this late fee: the tenant will read it.',
    ]);
    const done = await waive(admin, { reason: 'Bank holiday on the due date' });
    expect([done.statusCode, done.json().message, done.json().data.totalAmount]).toEqual([
      200,
      MESSAGES.lateFeeWaived,
      8000,
    ]);
    const again = await waive(admin, { reason: 'Again' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'LATE_FEE_ALREADY_WAIVED']);
    const [waiver] = await t.database.db
      .select()
      .from(lateFeeWaivers)
      .where(eq(lateFeeWaivers.lineId, String(fee.id)));
    expect(waiver).toMatchObject({
      reason: 'Bank holiday on the due date',
      waivedBy: await userId(t.database.db, 'admin@example.com'),
    });
    const tenant = await t.cookieFor('tenant', world.email);
    const mine = await t.request({
      method: 'GET',
      url: url(API.payment.myInvoices),
      headers: { cookie: tenant },
    });
    const seen = (mine.json().data as Array<{ _id: string; lines: Array<Record<string, unknown>> }>).find(
      (row) => row._id === world.invoiceId,
    )!;
    expect(seen.lines.filter((line) => line.kind === 'LATE_FEE')).toEqual([
      expect.objectContaining({ amount: 250, waived: true }),
      expect.objectContaining({ amount: -250, description: 'Late fee waived: Bank holiday on the due date' }),
    ]);
    await expectEqualities(world);

    // a fee already paid is not waived
    const paid = await overdueWorld({ policy: 'FLAT', amountPaise: 10_000, graceDays: 0 });
    await run('2032-01-16');
    const scope = staffScope(
      (await findStaff(t.database.db, await userId(t.database.db, 'admin@example.com')))!,
    );
    await recordPayment(
      t.database.db,
      scope,
      paid.invoiceId,
      { paymentMode: 'CASH', paidAt: '2032-01-16' },
      '2032-01-16',
    );
    const paidFee = (
      await t.request({
        method: 'GET',
        url: url(API.tenant.invoices(paid.tenantId)),
        headers: { cookie: admin },
      })
    )
      .json()
      .data.find((row: { _id: string }) => row._id === paid.invoiceId)
      .lines.find((line: { kind: string }) => line.kind === 'LATE_FEE');
    const refused = await t.request({
      method: 'POST',
      url: url(API.payment.waiveLateFee(paid.invoiceId, paidFee.id)),
      headers: { cookie: admin },
      payload: { reason: 'Goodwill' },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'LATE_FEE_ALREADY_PAID']);
  });

  it('states the fee so far and the policy in the overdue reminder', async () => {
    const world = await overdueWorld({
      policy: 'PER_DAY',
      amountPaise: 5000,
      graceDays: 0,
      capPaise: 50_000,
    });
    await run('2032-01-17', true);
    const mail = t.mailsTo(world.email).find((sent) => sent.subject.startsWith('Overdue'))!;
    expect(mail.text).toContain(
      'Late fees so far: ₹100.00. A late fee of ₹50.00 a day is added to an invoice unpaid past its due date, up to ₹500.00 an invoice.',
    );
  });
});
