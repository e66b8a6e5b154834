// The billing job with an injected "today": monthly invoices once per tenant and period however
// often and however concurrently it runs, month ends, OVERDUE, reminders each once; and 50
// concurrent payments of one invoice.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { invoiceReminders, invoices } from '../src/db/schema';
import { runBillingJob, type BillingJobDeps } from '../src/services/payments/job/run';
import { recordPayment } from '../src/services/payments/payments';
import { invoiceStatus } from '../src/services/payments/status';
import { issueInvoice } from '../src/services/payments/invoices';
import { staffScope } from '../src/services/access';
import { findStaff } from '../src/services/users/read';
import { addProperty, addTenant, userId } from './fixtures';
import { addBeds, assign, vacate } from './billing-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('the billing job on $name', (database) => {
  let t: TestApp;
  let job: BillingJobDeps;
  let propertyId: string;
  let bedIds: string[];

  beforeAll(async () => {
    t = await createTestApp(database);
    job = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    propertyId = await addProperty(t.database.db, 'Job PG');
    bedIds = await addBeds(t.database.db, propertyId, 6);
  });
  afterAll(() => t.close());

  const rentsOf = (tenantId: string) =>
    t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.type, 'RENT')))
      .orderBy(asc(invoices.periodStart));
  const run = (today: string) => runBillingJob(job, { today });

  it('numbers the first invoices and the job’s invoices from one sequence a year: consecutive, none twice', async () => {
    const tenantId = await addTenant(t.database.db, 'numbered@example.com', propertyId);
    const [bedId] = await addBeds(t.database.db, propertyId, 1);
    // A year no other test issues in, so the numbers start at 1.
    await assign(t.database.db, {
      tenantId,
      bedId: bedId!,
      startDate: '2031-01-10',
      rent: 5000,
      advance: 5000,
    });
    await run('2031-04-10');
    const numbers = (
      await t.database.db
        .select({ invoiceId: invoices.invoiceId })
        .from(invoices)
        .where(eq(invoices.tenantId, tenantId))
    )
      .map((row) => row.invoiceId)
      .sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((number) => `INV-2031-00000${number}`));
    await vacate(t.database.db, tenantId, '2031-04-10');
  });

  it('issues a tenant assigned on the 31st on each month’s billing day, once', async () => {
    const tenantId = await addTenant(t.database.db, 'thirty-first@example.com', propertyId);
    await assign(t.database.db, {
      tenantId,
      bedId: bedIds[0]!,
      startDate: '2026-01-31',
      rent: 7000,
      meals: 2000,
    });
    await run('2026-02-27');
    expect(await rentsOf(tenantId)).toHaveLength(1);
    await run('2026-02-28');
    await run('2026-02-28');
    await Promise.all([run('2026-03-31'), run('2026-03-31'), run('2026-03-31')]);
    await run('2026-04-30');
    const rents = await rentsOf(tenantId);
    expect(rents.map((rent) => [rent.periodStart, rent.periodEnd, rent.dueDate, rent.totalPaise])).toEqual([
      ['2026-01-31', '2026-02-27', '2026-02-05', 900_000],
      ['2026-02-28', '2026-03-30', '2026-03-05', 900_000],
      ['2026-03-31', '2026-04-29', '2026-04-05', 900_000],
      ['2026-04-30', '2026-05-30', '2026-05-05', 900_000],
    ]);
    expect(new Set(rents.map((rent) => rent.invoiceId)).size).toBe(4);
  });

  it('catches up missed billing days and bills 29 February in a leap year', async () => {
    const tenantId = await addTenant(t.database.db, 'leap@example.com', propertyId);
    await assign(t.database.db, { tenantId, bedId: bedIds[1]!, startDate: '2027-12-29', rent: 6000 });
    await run('2028-03-01');
    expect((await rentsOf(tenantId)).map((rent) => rent.periodStart)).toEqual([
      '2027-12-29',
      '2028-01-29',
      '2028-02-29',
    ]);
  });

  it('stops billing a vacated tenant', async () => {
    const tenantId = await addTenant(t.database.db, 'vacated@example.com', propertyId);
    await assign(t.database.db, { tenantId, bedId: bedIds[2]!, startDate: '2026-05-10', rent: 5000 });
    await vacate(t.database.db, tenantId, '2026-05-20');
    await run('2026-08-10');
    expect(await rentsOf(tenantId)).toHaveLength(1);
  });

  it('marks invoices OVERDUE after the due date and mails each reminder once', async () => {
    const email = 'reminded@example.com';
    const tenantId = await addTenant(t.database.db, email, propertyId);
    await assign(t.database.db, { tenantId, bedId: bedIds[3]!, startDate: '2026-06-01', rent: 5000 });
    const [first] = await rentsOf(tenantId);
    const statusOf = async () =>
      (await t.database.db.select().from(invoices).where(eq(invoices.id, first!.id)))[0]!.status;
    const subjects = () => t.mailsTo(email).map((mail) => mail.subject);

    await run('2026-06-01');
    await run('2026-06-01');
    expect(subjects()).toEqual([`Invoice ${first!.invoiceId} from Job PG`]);
    await run('2026-06-03');
    await run('2026-06-03');
    expect(subjects()).toHaveLength(2);
    expect(subjects()[0]).toBe(`Reminder: invoice ${first!.invoiceId} is due on 6 June 2026`);
    await run('2026-06-06');
    expect(await statusOf()).toBe('UNPAID');
    await run('2026-06-07');
    expect(await statusOf()).toBe('OVERDUE');
    expect(subjects()).toHaveLength(2);
    await run('2026-06-08');
    await run('2026-06-08');
    expect(subjects()).toHaveLength(3);
    expect(subjects()[0]).toBe(`Overdue: invoice ${first!.invoiceId} was due on 6 June 2026`);
    expect(t.mailsTo(email)[0]!.text).toContain('₹5,000.00');
    const kinds = await t.database.db
      .select({ kind: invoiceReminders.kind })
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, first!.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['DUE_SOON', 'ISSUED', 'OVERDUE']);
  });

  it('writes the status each late invoice’s own amounts give, in SQL as in status.ts', async () => {
    const tenantId = await addTenant(t.database.db, 'amounts@example.com', propertyId);
    const late = async (day: string, paidPaise: number, status: 'UNPAID' | 'PARTIAL') => {
      const invoice = await issueInvoice(t.database.db, {
        tenantId,
        propertyId,
        assignmentId: null,
        type: 'RENT',
        periodStart: day,
        periodEnd: day,
        invoiceDate: day,
        lines: [{ kind: 'RENT', description: 'Rent', amountPaise: 10_000 }],
      });
      await t.database.db.update(invoices).set({ paidPaise, status }).where(eq(invoices.id, invoice.id));
      return invoice.id;
    };
    // Due 2026-06-25 (five days after), but the last one due on the day the job runs.
    const ids = [
      await late('2026-06-20', 0, 'UNPAID'),
      await late('2026-06-19', 4_000, 'PARTIAL'),
      await late('2026-06-18', 10_000, 'UNPAID'),
      await late('2026-06-21', 0, 'UNPAID'),
    ];
    await run('2026-06-26');
    const rows = await t.database.db.select().from(invoices).where(inArray(invoices.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const stored = ids.map((id) => byId.get(id)!);
    expect(stored.map((row) => row.status)).toEqual(['OVERDUE', 'OVERDUE', 'PAID', 'UNPAID']);
    for (const row of stored) expect(row.status).toBe(invoiceStatus(row, '2026-06-26'));
  });

  it('records exactly the total when 50 payments of one invoice race', async () => {
    const tenantId = await addTenant(t.database.db, 'racer@example.com', propertyId);
    await assign(t.database.db, { tenantId, bedId: bedIds[4]!, startDate: '2026-01-05', rent: 5000 });
    const [rent] = await rentsOf(tenantId);
    const admin = (await findStaff(t.database.db, await userId(t.database.db, 'admin@example.com')))!;
    const scope = staffScope(admin);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        recordPayment(
          t.database.db,
          scope,
          rent!.id,
          { paymentMode: 'CASH', paidAt: '2026-01-06', amount: 300 },
          '2026-01-06',
        ),
      ),
    );
    const paid = results.filter((result) => result.status === 'fulfilled').length;
    // 16 × 300 = 4,800; the 17th would pass 5,000 and is refused.
    expect(paid).toBe(16);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, rent!.id));
    expect(row!.paidPaise).toBe(480_000);
    const whole = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        recordPayment(
          t.database.db,
          scope,
          rent!.id,
          { paymentMode: 'UPI', paidAt: '2026-01-07' },
          '2026-01-07',
        ),
      ),
    );
    expect(whole.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, rent!.id));
    expect([after!.paidPaise, after!.status]).toEqual([500_000, 'PAID']);
  });
});
