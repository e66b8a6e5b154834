// Issue 24, settling an exit statement: the refund is a ledger entry (or the debt stays on
// invoices), deposit and dues net to zero, the bed is vacated, the notice completed; settling twice
// is 409 and racing settles settle once; a settled tenant cannot be assigned again; "Refunds due"
// and the billing job's mail to staff the day before the deadline, once.
import { and, eq, isNull } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { beds, exitStatements, invoices, tenantNotices, tenants } from '../src/db/schema';
import { runBillingJob } from '../src/services/payments/job/run';
import { plusDays, today } from '../src/services/calendar';
import { totalsOffLines } from './charges-fixtures';
import { exitCalls, giveNotice, ledgerOf, payInvoices, seatedTenant, url } from './exits-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { addRoomVia, assign, assignPayload } from './properties-fixtures';

describe.each(databases)('settling exit statements on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let calls: ReturnType<typeof exitCalls>;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    calls = exitCalls(t);
  });
  afterAll(() => t.close());

  /** A tenant whose statement with these deductions is sent and accepted. */
  async function accepted(deductions: object[], payRent: boolean) {
    const seated = await seatedTenant(t, admin);
    if (payRent) await payInvoices(t, admin, seated.tenantId, 'RENT');
    await giveNotice(t, seated.tenantId);
    expect((await calls.save(manager, seated.tenantId, { deductions })).statusCode).toBe(200);
    expect((await calls.send(manager, seated.tenantId)).statusCode).toBe(200);
    expect((await calls.accept(await t.cookieFor('tenant', seated.email))).statusCode).toBe(200);
    return seated;
  }
  const invoicesOf = (tenantId: string) =>
    t.database.db.select().from(invoices).where(eq(invoices.tenantId, tenantId));

  it('refunds the rest of the deposit as a ledger entry, vacates the bed and completes the notice', async () => {
    const { tenantId, room } = await accepted([{ reason: 'Broken chair', amount: 1000 }], true);
    const noDetails = await calls.settle(manager, tenantId);
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().errors).toMatchObject({
      paymentMode: expect.any(String),
      paidAt: expect.any(String),
    });
    const future = await calls.settle(manager, tenantId, {
      paymentMode: 'UPI',
      paidAt: plusDays(today(), 2),
    });
    expect(future.statusCode).toBe(400);

    const settled = await calls.settle(manager, tenantId, {
      paymentMode: 'UPI',
      paidAt: today(),
      reference: 'UTR-EXIT-1',
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data).toMatchObject({
      status: 'SETTLED',
      depositHeld: 10000,
      outstandingTotal: 0,
      deductionsTotal: 1000,
      refund: 9000,
      settlement: { paymentMode: 'UPI', paidAt: today(), reference: 'UTR-EXIT-1' },
    });
    const ledger = await ledgerOf(t, tenantId);
    expect(ledger).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'ADVANCE', amountPaise: -900_000, reference: 'UTR-EXIT-1' }),
        expect.objectContaining({ type: 'ADVANCE', amountPaise: -100_000 }),
        expect.objectContaining({ type: 'ADJUSTMENT', amountPaise: 100_000 }),
      ]),
    );
    // deposit and dues net to zero; every invoice still the sum of its lines
    const rows = await invoicesOf(tenantId);
    expect(rows.every((row) => row.paidPaise === row.totalPaise && row.status === 'PAID')).toBe(true);
    expect(await totalsOffLines(t.database.db, [tenantId])).toEqual([]);
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(tenant?.bedId).toBeNull();
    const [bed] = await t.database.db.select().from(beds).where(eq(beds.id, room.bedIds[0]!));
    expect(bed?.occupantId).toBeNull();
    const standing = await t.database.db
      .select()
      .from(tenantNotices)
      .where(and(eq(tenantNotices.tenantId, tenantId), isNull(tenantNotices.completedAt)));
    expect(standing).toEqual([]);

    const again = await calls.settle(manager, tenantId, { paymentMode: 'UPI', paidAt: today() });
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.exitStatementSettledAlready]);
    expect((await calls.save(manager, tenantId, { deductions: [] })).statusCode).toBe(409);
    // readable still, but no bed without a new admission
    expect((await calls.get(manager, tenantId)).json().data.status).toBe('SETTLED');
    const room2 = await addRoomVia(t, admin, tenant!.propertyId!, `Z${Date.now() % 100000}`, 1);
    const reassigned = await assign(t, admin, assignPayload(tenantId, room2, 0));
    expect([reassigned.statusCode, reassigned.json().message]).toEqual([409, MESSAGES.tenantExited]);
  });

  it('leaves what the deposit does not cover owed on invoices when deductions exceed deposit plus dues', async () => {
    const { tenantId } = await accepted([{ reason: 'Mattress replaced', amount: 12000 }], false);
    const settled = await calls.settle(manager, tenantId);
    expect(settled.json().data).toMatchObject({
      status: 'SETTLED',
      refund: -12500.5,
      settlement: { paymentMode: null },
    });
    const rows = await invoicesOf(tenantId);
    const owed = rows.reduce((sum, row) => sum + row.totalPaise - row.paidPaise, 0);
    expect(owed).toBe(1_250_050);
    expect(rows.find((row) => row.type === 'ADVANCE')).toMatchObject({ totalPaise: 0, paidPaise: 0 });
    expect(await totalsOffLines(t.database.db, [tenantId])).toEqual([]);
  });

  it('refuses to settle a statement never sent', async () => {
    const { tenantId } = await seatedTenant(t, admin);
    await giveNotice(t, tenantId);
    expect((await calls.settle(manager, tenantId)).statusCode).toBe(404);
    await calls.save(manager, tenantId, { deductions: [] });
    const draft = await calls.settle(manager, tenantId);
    expect([draft.statusCode, draft.json().message]).toEqual([409, MESSAGES.exitStatementNotSent]);
  });

  it('settles once when settle calls race', async () => {
    const { tenantId } = await accepted([], true);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        calls.settle(manager, tenantId, { paymentMode: 'CASH', paidAt: today() }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const refunds = (await ledgerOf(t, tenantId)).filter(
      (entry) => entry.note === 'Deposit refunded at exit',
    );
    expect(refunds.map((entry) => entry.amountPaise)).toEqual([-1_000_000]);
  });

  it('lists refunds due and mails staff the day before the deadline, once', async () => {
    const { tenantId } = await seatedTenant(t, admin);
    await giveNotice(t, tenantId);
    await calls.save(manager, tenantId, { deductions: [] });
    const due = await t.request({
      method: 'GET',
      url: url(API.stats.refundsDue),
      headers: { cookie: manager },
    });
    const mine = due.json().data.find((row: { tenantId: string }) => row.tenantId === tenantId);
    expect(mine).toMatchObject({ status: 'DRAFT', refundDueDate: plusDays(today(), 25) });

    const [statement] = await t.database.db
      .select()
      .from(exitStatements)
      .where(eq(exitStatements.tenantId, tenantId));
    const dayBefore = plusDays(statement!.refundDueDate, -1);
    const job = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    const before = t.mailsTo('manager@example.com').length;
    await runBillingJob(job, { today: dayBefore });
    await runBillingJob(job, { today: dayBefore });
    const mails = t.mailsTo('manager@example.com').slice(0, t.mailsTo('manager@example.com').length - before);
    const aboutThem = mails.filter(
      (mail) => mail.subject.startsWith('Refund due tomorrow') && mail.text.includes(tenantId),
    );
    expect(aboutThem).toHaveLength(1);
    expect(t.lastMail('admin@example.com')?.subject).toMatch(/^Refund due tomorrow/);
  });
});
