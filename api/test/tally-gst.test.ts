// Issue 44, GST in the Tally XML export on both databases: at a registered property a tax
// invoice's Sales voucher is numbered by its GST serial and credits its tax to the output CGST and
// SGST ledgers (Duties & Taxes, with their type of tax), the income taking the rest; a bill of
// supply carries no tax; a late fee's debit note and its waiver's credit note are Journals moving
// the fee's tax out of income and back; a union territory's GSTIN posts to the UTGST ledger; the
// ledger names are the property's settings.
import { and, eq, isNotNull } from 'drizzle-orm';
import { gstinCheckCharacter } from '@pgportal/contracts/schemas';
import { gstInvoices, gstNotes, invoiceLines, invoices, tenantNotices, tenants } from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { tenantLedger } from '../src/services/exports/tally-ledgers';
import { waiveLateFee } from '../src/services/payments/late-fee-waivers';
import { findStaff } from '../src/services/users/read';
import { addBeds, assign } from './billing-fixtures';
import { runJobOn } from './billing-job';
import { addRegisteredProperty, addTenant, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { balancesOf, downloadTally, readTally, unbalanced } from './tally-fixtures';

const FEE_PAISE = 10_000;
const gstinOf = (first14: string) => first14 + gstinCheckCharacter(first14);
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe.each(databases)('GST in the Tally export on $name', (database) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  /** A tenant of `propertyId` moved in on 1 Aug 2026 at ₹9,000; with `leavesOn`, a short stay (taxed). */
  async function admit(propertyId: string, email: string, leavesOn?: string) {
    const { db } = t.database;
    const tenantId = await addTenant(db, email, propertyId);
    await db
      .update(tenants)
      .set({ fullName: email.split('@')[0]! })
      .where(eq(tenants.id, tenantId));
    if (leavesOn)
      await db
        .insert(tenantNotices)
        .values({ tenantId, propertyId, noticeDate: '2026-08-01', moveOutDate: leavesOn, givenBy: 'STAFF' });
    const [bed] = await addBeds(db, propertyId, 1);
    await assign(db, { tenantId, bedId: bed!, startDate: '2026-08-01', rent: 9000 });
    const [first] = await db
      .select({ invoice: invoices, gst: gstInvoices })
      .from(invoices)
      .innerJoin(gstInvoices, eq(gstInvoices.invoiceId, invoices.id))
      .where(eq(invoices.tenantId, tenantId));
    return { tenantId, ledger: tenantLedger(tenantId, email.split('@')[0]!), ...first! };
  }

  async function exportOf(propertyId: string) {
    const answer = await downloadTally(t, admin, { propertyId });
    expect(answer.statusCode).toBe(200);
    const file = readTally(answer.body);
    expect(unbalanced(file.vouchers)).toEqual([]);
    return file;
  }

  it('puts a tax invoice’s GST in the output ledgers and moves a late fee’s by its notes', async () => {
    const { db } = t.database;
    const propertyId = await addRegisteredProperty(db, 'Tally GST PG', {
      gstin: gstinOf('29AAGCB7384J1Z'),
      gstLegalName: 'Tally GST Stays LLP',
      lateFeePolicy: 'FLAT',
      lateFeeAmountPaise: FEE_PAISE,
      lateFeeGraceDays: 0,
      tallyLedgers: { outputCgst: 'CGST payable' },
    });
    const short = await admit(propertyId, 'short-stay@example.com', '2026-09-15');
    const long = await admit(propertyId, 'long-stay@example.com');
    expect(short.gst).toMatchObject({ kind: 'TAX_INVOICE', rateBasisPoints: 500 });
    expect(long.gst).toMatchObject({ kind: 'BILL_OF_SUPPLY', cgstPaise: 0 });
    const { cgstPaise, sgstPaise } = short.gst;
    expect(cgstPaise).toBeGreaterThan(0);

    // a late fee on the tax invoice (a debit note of its tax), then waived (a credit note)
    const charged = dayAfter(short.invoice.dueDate);
    await runJobOn(t, charged);
    const [fee] = await db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, short.invoice.id), isNotNull(invoiceLines.lateFeeStep)));
    const scope = staffScope((await findStaff(db, await userId(db, 'admin@example.com')))!);
    await waiveLateFee(db, scope, { invoiceId: short.invoice.id, lineId: fee!.id }, 'Bank holiday', charged);
    await runJobOn(t, dayAfter(charged));
    const notes = await db.select().from(gstNotes).where(eq(gstNotes.invoiceId, short.invoice.id));
    const debit = notes.find((note) => note.kind === 'DEBIT_NOTE')!;
    const credit = notes.find((note) => note.kind === 'CREDIT_NOTE')!;
    expect([debit.cgstPaise, credit.cgstPaise]).toEqual([238, 238]);

    const file = await exportOf(propertyId);
    const master = (name: string) => file.ledgers.find((ledger) => ledger.name === name);
    expect(master('CGST payable')).toMatchObject({
      parent: 'Duties & Taxes',
      taxType: 'GST',
      dutyHead: 'Central Tax',
    });
    expect(master('Output SGST')).toMatchObject({
      parent: 'Duties & Taxes',
      taxType: 'GST',
      dutyHead: 'State Tax',
    });
    expect(master('Output UTGST')).toBeUndefined();
    expect(master('Rent income')).toMatchObject({ parent: 'Direct Incomes', taxType: '', dutyHead: '' });

    // the tax invoice: its serial; the tenant owes the invoice with its fee, the tax is the state's
    const sale = file.vouchers.find((voucher) => voucher.number === short.gst.serial)!;
    expect(sale.type).toBe('Sales');
    expect(
      sale.narration.startsWith(`Invoice ${short.invoice.invoiceId} (Tax invoice ${short.gst.serial}): `),
    ).toBe(true);
    expect(sale.narration).toContain(fee!.description);
    expect(sale.entries.map(({ ledger, amount }) => [ledger, amount])).toEqual([
      [short.ledger, -(900_000 + FEE_PAISE)],
      ['Rent income', 900_000 - cgstPaise - sgstPaise],
      ['Late fee income', FEE_PAISE],
      ['CGST payable', cgstPaise],
      ['Output SGST', sgstPaise],
    ]);

    // the fee's notes: Journals by their serials, no party, the fee's tax out of income and back
    const journal = (serial: string) => file.vouchers.find((voucher) => voucher.number === serial)!;
    expect(journal(debit.serial)).toMatchObject({ type: 'Journal', party: '' });
    expect(journal(debit.serial).narration).toBe(
      `GST debit note ${debit.serial} on invoice ${short.invoice.invoiceId} (${short.gst.serial}) of short-stay: GST inside a late fee`,
    );
    expect(journal(debit.serial).entries.map(({ ledger, amount }) => [ledger, amount])).toEqual([
      ['Late fee income', -476],
      ['CGST payable', 238],
      ['Output SGST', 238],
    ]);
    expect(journal(credit.serial).entries.map(({ ledger, amount }) => [ledger, amount])).toEqual([
      ['Late fee income', 476],
      ['CGST payable', -238],
      ['Output SGST', -238],
    ]);
    expect(journal(credit.serial).narration).toContain('the late fee was waived, so its GST is reversed');

    // the bill of supply: its serial, no tax, its late fee (exempt with it) whole in income
    const supply = file.vouchers.find((voucher) => voucher.number === long.gst.serial)!;
    expect(supply.narration).toContain(`(Bill of supply ${long.gst.serial})`);
    expect(supply.entries.map(({ ledger, amount }) => [ledger, amount])).toEqual([
      [long.ledger, -(900_000 + FEE_PAISE)],
      ['Rent income', 900_000],
      ['Late fee income', FEE_PAISE],
    ]);

    // the output ledgers hold the invoice's tax; income the taxable value, nothing of the fee waived
    const balances = balancesOf(file.vouchers);
    expect(balances.get('CGST payable')).toBe(cgstPaise);
    expect(balances.get('Output SGST')).toBe(sgstPaise);
    expect(balances.get('Late fee income')).toBe(FEE_PAISE);
    expect(balances.get('Rent income')).toBe(short.gst.taxablePaise + 900_000);
  });

  it('posts a union territory’s state half to the UTGST ledger', async () => {
    const propertyId = await addRegisteredProperty(t.database.db, 'Chandigarh PG', {
      gstin: gstinOf('04AAGCB7385J1Z'),
      gstLegalName: 'Chandigarh Stays LLP',
    });
    const short = await admit(propertyId, 'ut-stay@example.com', '2026-09-15');
    expect(short.gst.kind).toBe('TAX_INVOICE');
    const file = await exportOf(propertyId);
    expect(file.ledgers.find((ledger) => ledger.name === 'Output UTGST')).toMatchObject({
      parent: 'Duties & Taxes',
      dutyHead: 'State Tax',
    });
    expect(file.ledgers.some((ledger) => ledger.name === 'Output SGST')).toBe(false);
    const balances = balancesOf(file.vouchers);
    expect([balances.get('Output CGST'), balances.get('Output UTGST')]).toEqual([
      short.gst.cgstPaise,
      short.gst.sgstPaise,
    ]);
  });
});
