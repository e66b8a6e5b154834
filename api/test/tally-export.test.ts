// Issue 44, the Tally XML export over HTTP on both databases: the file's shape read back strictly
// (ENVELOPE/HEADER/BODY/IMPORTDATA, ledger masters under their groups, vouchers with Tally's sign),
// each voucher balanced, the deposit a liability and never income, a reversal and a waiver as
// vouchers of their own, the exit settlement a Journal, names escaped, the ledger names a
// property setting, the period, and the refusals (bad days, another property, no session).
import { and, eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { invoiceLines, invoices, payments, properties, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { runBillingJob } from '../src/services/payments/job/run';
import { tenantLedger } from '../src/services/exports/tally-ledgers';
import { addProperty, addTenant } from './fixtures';
import { exitCalls, giveNotice, seatedTenant, url } from './exits-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { propertyFields } from './properties-fixtures';
import { balancesOf, downloadTally, readTally, unbalanced } from './tally-fixtures';

const NAME = 'राम & <Sons> "Q\'s"';

describe.each(databases)('the Tally XML export on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let farId: string;
  let tenantId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    const { db } = t.database;
    farId = await addProperty(db, 'Far PG');
    const farTenant = await addTenant(db, 'far-tally@example.com', farId);
    await db.update(tenants).set({ fullName: 'Far Tenant' }).where(eq(tenants.id, farTenant));

    // A tenant on a bed: rent 8000 + meals 2500.50, a deposit of 10000 paid in cash (exits-fixtures).
    const seated = await seatedTenant(t, admin, DEMO_PROPERTY_ID, true);
    tenantId = seated.tenantId;
    await db.update(tenants).set({ fullName: NAME }).where(eq(tenants.id, tenantId));
    const [rent] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.type, 'RENT')));
    // 3000 by UPI, reversed; then 1000 in cash
    const pay = (paymentMode: string, amount: number) =>
      t.request({
        method: 'PATCH',
        url: url(API.payment.pay(rent!.id)),
        headers: { cookie: admin },
        payload: { paymentMode, paidAt: today(), amount },
      });
    expect((await pay('UPI', 3000)).statusCode).toBe(200);
    const [upi] = await db.select().from(payments).where(eq(payments.invoiceId, rent!.id));
    const reversed = await t.request({
      method: 'POST',
      url: url(API.payment.reverse(rent!.id)),
      headers: { cookie: admin },
      payload: { paymentId: upi!.id, note: 'Bounced' },
    });
    expect(reversed.statusCode).toBe(200);
    expect((await pay('CASH', 1000)).statusCode).toBe(200);

    // A flat late fee charged by the job once the invoice is overdue, then waived.
    await db
      .update(properties)
      .set({ lateFeePolicy: 'FLAT', lateFeeAmountPaise: 20_000, lateFeeGraceDays: 0, lateFeeSince: null })
      .where(eq(properties.id, DEMO_PROPERTY_ID));
    await runBillingJob(
      { db, mailer: t.app.deps.mailer, config: t.config },
      { today: plusDays(rent!.dueDate, 1) },
    );
    await db.update(properties).set({ lateFeePolicy: 'NONE' }).where(eq(properties.id, DEMO_PROPERTY_ID));
    const [fee] = await db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, rent!.id), eq(invoiceLines.kind, 'LATE_FEE')));
    const waived = await t.request({
      method: 'POST',
      url: url(API.payment.waiveLateFee(rent!.id, fee!.id)),
      headers: { cookie: admin },
      payload: { reason: 'Bank <holiday> & strike' },
    });
    expect(waived.statusCode).toBe(200);

    // The exit: a deduction, sent, accepted, settled with the refund by bank transfer.
    const calls = exitCalls(t);
    await giveNotice(t, tenantId);
    expect(
      (await calls.save(admin, tenantId, { deductions: [{ reason: 'Paint', amount: 250 }] })).statusCode,
    ).toBe(200);
    expect((await calls.send(admin, tenantId)).statusCode).toBe(200);
    await calls.accept(await t.cookieFor('tenant', seated.email));
    const settled = await calls.settle(admin, tenantId, { paymentMode: 'BANK_TRANSFER', paidAt: today() });
    expect(settled.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('answers a TallyPrime import file of the current property, every voucher balanced', async () => {
    const answer = await downloadTally(t, manager);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="tally-\d{4}-\d{2}-\d{2}\.xml"$/,
    );
    expect(answer.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE>')).toBe(true);
    const file = readTally(answer.body);
    expect([file.request, file.report, file.company]).toEqual(['Import Data', 'Vouchers', 'Sunrise PG']);
    expect(unbalanced(file.vouchers)).toEqual([]);
    for (const voucher of file.vouchers) expect(voucher.date).toMatch(/^\d{8}$/);
    const party = tenantLedger(tenantId, NAME);
    const mine = file.vouchers.filter(
      (voucher) => voucher.narration.includes(NAME) || voucher.party === party,
    );
    expect([...new Set(mine.map((voucher) => voucher.type))].sort()).toEqual([
      'Credit Note',
      'Journal',
      'Payment',
      'Receipt',
      'Sales',
    ]);
    // masters: every ledger a voucher names, under its group, each once
    const parents = Object.fromEntries(file.ledgers.map((ledger) => [ledger.name, ledger.parent]));
    expect(
      file.ledgers.every((ledger) => ledger.action === 'Create' && ledger.listedName === ledger.name),
    ).toBe(true);
    expect(new Set(file.ledgers.map((ledger) => ledger.name)).size).toBe(file.ledgers.length);
    for (const voucher of file.vouchers)
      for (const entry of voucher.entries) expect(parents[entry.ledger]).toBeTruthy();
    expect(parents).toMatchObject({
      [party]: 'Sundry Debtors',
      'Rent income': 'Direct Incomes',
      'Meals income': 'Direct Incomes',
      'Late fee income': 'Indirect Incomes',
      'Security deposits': 'Current Liabilities',
      Cash: 'Cash-in-Hand',
      'Bank account': 'Bank Accounts',
    });
    expect(answer.body).not.toContain('Far Tenant');
  });

  it('posts each kind as the accountant expects, and ties out with the portal’s figures', async () => {
    const file = readTally((await downloadTally(t, admin, { propertyId: DEMO_PROPERTY_ID })).body);
    const party = tenantLedger(tenantId, NAME);
    const mine = file.vouchers.filter(
      (voucher) =>
        voucher.entries.some((entry) => entry.ledger === party) || voucher.narration.includes(NAME),
    );
    const sales = mine.find((voucher) => voucher.type === 'Sales' && voucher.number.startsWith('INV-'))!;
    // tenant Dr 10500.50; rent and meals Cr (the late fee is on the invoice too, waived by a credit note)
    expect(sales.entries.slice(0, 3)).toEqual([
      { ledger: party, deemedPositive: 'Yes', isParty: 'Yes', amount: -1_070_050 },
      { ledger: 'Rent income', deemedPositive: 'No', isParty: 'No', amount: 800_000 },
      { ledger: 'Meals income', deemedPositive: 'No', isParty: 'No', amount: 250_050 },
    ]);
    const waiver = mine.find((voucher) => voucher.type === 'Credit Note')!;
    expect(waiver.narration).toBe(`Late fee waived on invoice ${sales.number}: Bank <holiday> & strike`);
    expect(waiver.entries.map((entry) => [entry.ledger, entry.amount])).toEqual([
      [party, 20_000],
      ['Late fee income', -20_000],
    ]);
    // the deposit: received into the liability, never income; applied at exit by a Journal
    const deposit = file.vouchers.find((voucher) =>
      voucher.narration.startsWith(`Deposit received from ${NAME}`),
    )!;
    expect([deposit.type, deposit.party]).toEqual(['Receipt', 'Security deposits']);
    expect(deposit.entries.map((entry) => [entry.ledger, entry.amount])).toEqual([
      ['Security deposits', 1_000_000],
      ['Cash', -1_000_000],
    ]);
    const journal = mine.find((voucher) => voucher.type === 'Journal')!;
    expect(journal.entries.map((entry) => entry.ledger)).toEqual([party, 'Security deposits']);
    // the UPI payment and its reversal, each a voucher of its own
    const upi = mine.filter((voucher) =>
      voucher.entries.some((entry) => entry.ledger === 'Bank account' && Math.abs(entry.amount) === 300_000),
    );
    expect(upi.map((voucher) => voucher.type)).toEqual(['Receipt', 'Payment']);
    expect(upi[1]!.narration).toContain('Bounced');
    // Tally's balances are the portal's: the tenant owes what their invoices say, the deposit is all gone
    const balances = balancesOf(file.vouchers);
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
    const owed = rows
      .filter((row) => row.type !== 'ADVANCE')
      .reduce((sum, row) => sum + row.totalPaise - row.paidPaise, 0);
    expect((balances.get(party) ?? 0) + owed).toBe(0);
    const held = (
      await t.database.db.select().from(invoices).where(eq(invoices.propertyId, DEMO_PROPERTY_ID))
    )
      .filter((row) => row.type === 'ADVANCE')
      .reduce((sum, row) => sum + row.paidPaise, 0);
    expect(balances.get('Security deposits') ?? 0).toBe(held);
    expect(
      file.vouchers.some((voucher) =>
        voucher.entries.some((entry) => /income/.test(entry.ledger) && entry.amount === 1_000_000),
      ),
    ).toBe(false);
  });

  it('escapes every name and text, so the file stays well-formed', async () => {
    const answer = await downloadTally(t, manager);
    expect(answer.body).toContain('राम &amp; &lt;Sons&gt; &quot;Q&apos;s&quot;');
    expect(answer.body).toContain('Bank &lt;holiday&gt; &amp; strike');
    expect(answer.body).not.toContain('<Sons>');
  });

  it('names the ledgers as the property’s settings say, editable on the property', async () => {
    const names = { company: 'Sunrise Hospitality LLP', rentIncome: 'Room rent', cash: 'Cash box', bank: '' };
    const saved = await t.request({
      method: 'PUT',
      url: url(API.property.update(DEMO_PROPERTY_ID)),
      headers: { cookie: manager },
      payload: { ...propertyFields('Sunrise PG'), tallyLedgers: JSON.stringify(names) },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.tallyLedgers).toEqual({
      company: 'Sunrise Hospitality LLP',
      rentIncome: 'Room rent',
      mealsIncome: 'Meals income',
      electricityIncome: 'Electricity charges',
      lateFeeIncome: 'Late fee income',
      otherIncome: 'Other charges',
      deposits: 'Security deposits',
      bank: 'Bank account',
      cash: 'Cash box',
      outputCgst: 'Output CGST',
      outputSgst: 'Output SGST',
      outputUtgst: 'Output UTGST',
    });
    const file = readTally((await downloadTally(t, manager)).body);
    expect(file.company).toBe('Sunrise Hospitality LLP');
    const ledgerNames = file.ledgers.map((ledger) => ledger.name);
    expect(ledgerNames).toEqual(expect.arrayContaining(['Room rent', 'Cash box', 'Bank account']));
    expect(ledgerNames).not.toContain('Rent income');
    // an update that leaves them out keeps them
    const again = await t.request({
      method: 'PUT',
      url: url(API.property.update(DEMO_PROPERTY_ID)),
      headers: { cookie: manager },
      payload: propertyFields('Sunrise PG'),
    });
    expect(again.json().data.tallyLedgers.rentIncome).toBe('Room rent');
    const bad = await t.request({
      method: 'PUT',
      url: url(API.property.update(DEMO_PROPERTY_ID)),
      headers: { cookie: manager },
      payload: { ...propertyFields('Sunrise PG'), tallyLedgers: JSON.stringify({ cash: 'x'.repeat(101) }) },
    });
    expect(bad.statusCode).toBe(400);
    await t.database.db
      .update(properties)
      .set({ tallyLedgers: {} })
      .where(eq(properties.id, DEMO_PROPERTY_ID));
  });

  it('keeps to the period: vouchers dated from..to, none outside', async () => {
    const day = today();
    const within = readTally((await downloadTally(t, manager, { from: day, to: day })).body);
    expect(within.vouchers.length).toBeGreaterThan(0);
    expect(within.vouchers.every((voucher) => voucher.date === day.replace(/-/g, ''))).toBe(true);
    const empty = await downloadTally(t, manager, { from: '2001-01-01', to: '2001-01-31' });
    expect(empty.headers['content-disposition']).toBe(
      'attachment; filename="tally-2001-01-01_2001-01-31.xml"',
    );
    const none = readTally(empty.body);
    expect([none.vouchers.length, none.ledgers.length]).toEqual([0, 0]);
  });

  it('shows a property only to staff whose scope holds it', async () => {
    expect((await downloadTally(t, manager, { propertyId: farId })).statusCode).toBe(404);
    const far = await downloadTally(t, admin, { propertyId: farId });
    expect(far.statusCode).toBe(200);
    expect(far.body).not.toContain('Sunrise PG');
    expect(readTally(far.body).company).toBe('Far PG');
    const unknown = await downloadTally(t, admin, { propertyId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.request({ url: `/api/v1${API.export.tally}` })).statusCode).toBe(401);
    const tenant = await t.cookieFor('tenant', 'far-tally@example.com');
    expect((await downloadTally(t, tenant)).statusCode).toBe(403);
  });

  it('refuses bad days and ids with a message saying what to fix', async () => {
    const bad = await downloadTally(t, manager, { from: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.from).toBeTruthy();
    const backwards = await downloadTally(t, manager, { from: '2026-03-02', to: '2026-03-01' });
    expect([backwards.statusCode, backwards.json().errors.from]).toEqual([
      400,
      "'from' must be on or before 'to'",
    ]);
    const id = await downloadTally(t, manager, { propertyId: 'sunrise' });
    expect(id.statusCode).toBe(400);
    expect(id.json().errors.propertyId).toMatch(/propertyId must be a property id/);
  });
});
