// GST on late fees (issue 44), on both databases: a fee the billing job charges on an invoice taxed
// now gets a debit note for the tax it includes, exactly once however often (or concurrently) the
// job runs; a waiver of it, or its stay reaching 90 days, credits that tax; a fee on a bill of
// supply stays exempt until its stay ends short, when it is debited with the stay. Never an edit of
// the invoice, never a change of what is owed.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import {
  bedAssignments,
  gstInvoices,
  gstNotes,
  invoiceLines,
  invoices,
  tenantNotices,
} from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { gstr1Month } from '../src/services/exports/gstr1';
import { waiveLateFee } from '../src/services/payments/late-fee-waivers';
import { findStaff } from '../src/services/users/read';
import { addBeds, assign } from './billing-fixtures';
import { addRegisteredProperty, addTenant, userId } from './fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';

const GSTIN = '29AAGCB7383J1Z4';
const FEE_PAISE = 10_000;

describe.each(databases)('GST on late fees on $name', (database) => {
  let t: TestApp;
  let propertyId: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    propertyId = await addRegisteredProperty(t.database.db, 'Sunrise PG', {
      gstin: GSTIN,
      gstLegalName: 'Sunrise Stays LLP',
      lateFeePolicy: 'FLAT',
      lateFeeAmountPaise: FEE_PAISE,
      lateFeeGraceDays: 0,
    });
  });
  afterAll(() => t.close());

  const job = (today: string) => runJobOn(t, today);
  /** A tenant moved in on `start`; with `leavesOn`, a notice given first (a short stay: taxed). */
  const admit = async (email: string, start: string, leavesOn?: string) => {
    const tenantId = await addTenant(t.database.db, email, propertyId);
    if (leavesOn) {
      await t.database.db
        .insert(tenantNotices)
        .values({ tenantId, propertyId, noticeDate: start, moveOutDate: leavesOn, givenBy: 'STAFF' });
    }
    const [bed] = await addBeds(t.database.db, propertyId, 1);
    await assign(t.database.db, { tenantId, bedId: bed!, startDate: start, rent: 9000 });
    const [first] = await t.database.db
      .select({ invoice: invoices, gst: gstInvoices })
      .from(invoices)
      .innerJoin(gstInvoices, eq(gstInvoices.invoiceId, invoices.id))
      .where(eq(invoices.tenantId, tenantId));
    return { tenantId, first: first! };
  };
  const feesOn = (invoiceId: string) =>
    t.database.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, invoiceId), isNotNull(invoiceLines.lateFeeStep)));
  /** The invoice's notes on its late fees, oldest first, or (`ofFees` false) on its stay. */
  const notesOn = (invoiceId: string, ofFees = true) =>
    t.database.db
      .select()
      .from(gstNotes)
      .where(
        and(eq(gstNotes.invoiceId, invoiceId), ofFees ? isNotNull(gstNotes.lineId) : isNull(gstNotes.lineId)),
      )
      .orderBy(gstNotes.createdAt, gstNotes.kind);
  const feeNotesOn = (invoiceId: string) => notesOn(invoiceId);
  const stayNoteOn = (invoiceId: string) => notesOn(invoiceId, false);
  const dayAfter = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('debits the tax of a fee on a tax invoice once, and credits it when the fee is waived', async () => {
    const email = 'late-taxed@example.com';
    const { first } = await admit(email, '2026-08-01', '2026-09-15');
    expect(first.gst).toMatchObject({ kind: 'TAX_INVOICE', reason: 'SHORT_STAY', rateBasisPoints: 500 });
    const charged = dayAfter(first.invoice.dueDate);
    await job(charged);
    await job(charged);
    await Promise.all([job(charged), job(charged)]);
    const [fee] = await feesOn(first.invoice.id);
    expect(fee!.amountPaise).toBe(FEE_PAISE);
    const debits = await feeNotesOn(first.invoice.id);
    expect(debits).toEqual([
      expect.objectContaining({
        kind: 'DEBIT_NOTE',
        reason: 'LATE_FEE',
        lineId: fee!.id,
        noteDate: charged,
        valuePaise: FEE_PAISE,
        rateBasisPoints: 500,
        taxablePaise: 9524, // ₹100 including 5 %: ₹95.24 + ₹2.38 + ₹2.38
        cgstPaise: 238,
        sgstPaise: 238,
      }),
    ]);
    expect(debits[0]!.serial).toMatch(/^DN\/26-27\/\d+$/);
    // the invoice, its record and the stay's correction are untouched
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, first.invoice.id));
    expect(after!.totalPaise).toBe(first.invoice.totalPaise + FEE_PAISE);
    expect(await stayNoteOn(first.invoice.id)).toEqual([]);

    // the note as a paper, for the tenant: why, and that the fee's amount does not change
    const cookie = await t.cookieFor('tenant', email);
    const pdf = await t.request({
      url: `/api/v1${API.payment.gstNote(debits[0]!.id)}`,
      headers: { cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfTextOf(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('A late fee was added to the invoice after it was issued');
    expect(text).toContain(`Late fee: ${fee!.description}`);
    expect(text).toContain('The amount of the late fee does not change: it includes GST.');

    // waived: the next runs credit the tax once
    const scope = staffScope(
      (await findStaff(t.database.db, await userId(t.database.db, 'admin@example.com')))!,
    );
    await waiveLateFee(
      t.database.db,
      scope,
      { invoiceId: first.invoice.id, lineId: fee!.id },
      'Bank holiday',
      charged,
    );
    await job(dayAfter(charged));
    await Promise.all([job(dayAfter(charged)), job(dayAfter(dayAfter(charged)))]);
    const notes = await feeNotesOn(first.invoice.id);
    expect(notes.map((note) => [note.kind, note.reason, note.lineId, note.cgstPaise])).toEqual([
      ['DEBIT_NOTE', 'LATE_FEE', fee!.id, 238],
      ['CREDIT_NOTE', 'LATE_FEE_WAIVED', fee!.id, 238],
    ]);
    expect(notes[1]!.serial).toMatch(/^CN\/26-27\/\d+$/);

    // the month's GSTR-1 lists the notes dated in it (netted out of B2C small by their rate)
    const monthOf = charged.slice(0, 7);
    const month = await gstr1Month(t.database.db, scope, GSTIN, 'Sunrise Stays LLP', monthOf);
    const listed = month.notes.map((note) => note.serial);
    const dated = notes.filter((note) => note.noteDate.startsWith(monthOf)).map((note) => note.serial);
    expect(dated.length).toBeGreaterThan(0);
    expect(listed).toEqual(expect.arrayContaining(dated));
  });

  it('credits a fee’s tax when its stay reaches 90 days within the limit, after the stay’s own note', async () => {
    const { tenantId, first } = await admit('late-stays-on@example.com', '2026-08-01', '2026-09-15');
    await job(dayAfter(first.invoice.dueDate));
    expect(await feeNotesOn(first.invoice.id)).toHaveLength(1);
    await t.database.db
      .update(tenantNotices)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(tenantNotices.tenantId, tenantId), isNull(tenantNotices.withdrawnAt)));
    await job('2026-10-30'); // 90 days
    await job('2026-10-31');
    expect(await stayNoteOn(first.invoice.id)).toEqual([
      expect.objectContaining({ kind: 'CREDIT_NOTE', reason: 'REACHED_90_DAYS' }),
    ]);
    const notes = await feeNotesOn(first.invoice.id);
    expect(notes.map((note) => [note.kind, note.reason, note.valuePaise])).toEqual([
      ['DEBIT_NOTE', 'LATE_FEE', FEE_PAISE],
      ['CREDIT_NOTE', 'LATE_FEE_EXEMPT', FEE_PAISE],
    ]);
    expect(notes[1]!.noteDate).toBe('2026-10-30');
  });

  it('leaves a fee on a bill of supply exempt, and debits it with the stay when the stay ends short', async () => {
    const { tenantId, first } = await admit('late-exempt@example.com', '2026-09-01');
    expect(first.gst).toMatchObject({ kind: 'BILL_OF_SUPPLY', reason: 'EXEMPT' });
    await job(dayAfter(first.invoice.dueDate));
    const [fee] = await feesOn(first.invoice.id);
    expect(fee).toBeDefined();
    expect(await feeNotesOn(first.invoice.id)).toEqual([]);
    await t.database.db
      .update(bedAssignments)
      .set({ endDate: '2026-10-15' })
      .where(eq(bedAssignments.tenantId, tenantId));
    await job('2026-10-20');
    await job('2026-10-21');
    const [stay] = await stayNoteOn(first.invoice.id);
    expect(stay).toMatchObject({ kind: 'DEBIT_NOTE', reason: 'ENDED_BEFORE_90_DAYS' });
    const notes = await feeNotesOn(first.invoice.id);
    expect(notes).toEqual([
      expect.objectContaining({
        kind: 'DEBIT_NOTE',
        reason: 'LATE_FEE',
        lineId: fee!.id,
        rateBasisPoints: stay!.rateBasisPoints,
        noteDate: '2026-10-20',
      }),
    ]);
    // every note of the GSTIN keeps its own serial
    const all = await t.database.db
      .select({ serial: gstNotes.serial })
      .from(gstNotes)
      .where(inArray(gstNotes.gstin, [GSTIN]));
    expect(new Set(all.map((row) => row.serial)).size).toBe(all.length);
  });
});
