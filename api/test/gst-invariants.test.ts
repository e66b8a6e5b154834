// GST's equalities after every step of random sequences (fast-check, issue 44) at a registered
// property: admissions at any rent and meals, notices given and withdrawn, moves at a new rent,
// stays ended, charges and credits, and billing job runs (over a year's end: a new series each
// April). Every rent invoice (RENT, and a stay's ADJUSTMENT) has one GST record; its taxable value, CGST and SGST add up to the invoice's total
// exactly in paise, the halves equal; a bill of supply carries no tax; the serials of each GSTIN's
// series and financial year run 1..n with no gap; a record never changes once written; an invoice
// has at most one note of its stay, a credit only for a short stay's tax invoice and a debit only
// for an exempt bill of supply, and a note's figures add up too. Late fees: the record is the
// invoice's total without them; a fee is debited exactly when its invoice is taxed now or it was
// credited since, and credited exactly when it was debited and its invoice is no longer taxed.
// At each sequence's end, the Tally export's vouchers balance, each rent invoice's is numbered by
// its serial, and the output CGST and SGST ledgers hold exactly the tax of the tax invoices plus
// the debit notes' less the credit notes'.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { gstInvoices, gstNotes, invoiceLines } from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { tallyBooks } from '../src/services/exports/tally';
import { findStaff } from '../src/services/users/read';
import { firstDay, gstSteps, openGstWorld, rentInvoicesOf } from './gst-world';
import { userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

/** The Tally books of the world's property agree with its GST records and notes. */
async function expectTallyAgrees(db: Parameters<typeof tallyBooks>[0], propertyId: string, gstin: string) {
  const records = await db.select().from(gstInvoices).where(eq(gstInvoices.gstin, gstin));
  const notes = await db.select().from(gstNotes).where(eq(gstNotes.gstin, gstin));
  const { vouchers } = await tallyBooks(db, { propertyId });
  for (const voucher of vouchers)
    expect([voucher.number, voucher.postings.reduce((sum, posting) => sum + posting.paise, 0)]).toEqual([
      voucher.number,
      0,
    ]);
  const sales = new Set(
    vouchers.filter((voucher) => voucher.type === 'Sales').map((voucher) => voucher.number),
  );
  for (const record of records.filter((row) => row.valuePaise > 0)) expect(sales).toContain(record.serial);
  const balance = (ledger: string) =>
    vouchers
      .flatMap((voucher) => voucher.postings)
      .filter((posting) => posting.ledger === ledger)
      .reduce((sum, posting) => sum - posting.paise, 0);
  const tax = (half: 'cgstPaise' | 'sgstPaise') =>
    records.filter((row) => row.kind === 'TAX_INVOICE').reduce((sum, row) => sum + row[half], 0) +
    notes.reduce((sum, note) => sum + (note.kind === 'DEBIT_NOTE' ? note[half] : -note[half]), 0);
  expect([balance('Output CGST'), balance('Output SGST')]).toEqual([tax('cgstPaise'), tax('sgstPaise')]);
}

/** Each financial year's serials run 1..n with no gap (a new series every April, Rule 46(b)). */
function expectGapFreeSeries(rows: Array<{ financialYear: number; number: number }>) {
  for (const year of new Set(rows.map((row) => row.financialYear))) {
    const numbers = rows
      .filter((row) => row.financialYear === year)
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect([year, numbers]).toEqual([year, numbers.map((_, index) => index + 1)]);
  }
}

describe.each(databases)('GST equalities on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('hold after every step of random sequences', async () => {
    const { db } = t.database;
    const admin = (await findStaff(db, await userId(db, 'admin@example.com')))!;
    const deps = {
      db,
      mailer: t.app.deps.mailer,
      config: t.config,
      staff: { id: admin.id, scope: staffScope(admin) },
    };

    await fc.assert(
      fc.asyncProperty(
        firstDay,
        fc.array(gstSteps({ charges: true }), { minLength: 4, maxLength: 30 }),
        async (start, steps) => {
          run += 1;
          const { gstin, propertyId, tenantIds, apply, leave } = await openGstWorld(deps, run, start, {
            lateFees: true,
          });
          const seen = new Map<string, unknown>();
          for (const action of steps) {
            await apply(action);
            const rents = await rentInvoicesOf(db, tenantIds);
            const records = await db.select().from(gstInvoices).where(eq(gstInvoices.gstin, gstin));
            expect(records.map((row) => row.invoiceId).sort()).toEqual(rents.map((row) => row.id).sort());
            const fees = rents.length
              ? await db
                  .select()
                  .from(invoiceLines)
                  .where(
                    and(
                      inArray(
                        invoiceLines.invoiceId,
                        rents.map((row) => row.id),
                      ),
                      isNotNull(invoiceLines.lateFeeStep),
                    ),
                  )
              : [];
            const feesOf = (id: string) =>
              fees.filter((fee) => fee.invoiceId === id).reduce((sum, fee) => sum + fee.amountPaise, 0);
            const totals = new Map(rents.map((row) => [row.id, row.totalPaise - feesOf(row.id)]));
            for (const record of records) {
              expect(record.taxablePaise + record.cgstPaise + record.sgstPaise).toBe(record.valuePaise);
              expect(record.valuePaise).toBe(totals.get(record.invoiceId));
              expect(record.cgstPaise).toBe(record.sgstPaise);
              if (record.kind === 'BILL_OF_SUPPLY')
                expect([record.rateBasisPoints, record.cgstPaise]).toEqual([0, 0]);
              else expect([500, 1800]).toContain(record.rateBasisPoints);
              if (seen.has(record.invoiceId)) expect(record).toEqual(seen.get(record.invoiceId));
              seen.set(record.invoiceId, record);
            }
            expectGapFreeSeries(records);

            const allNotes = await db.select().from(gstNotes).where(eq(gstNotes.gstin, gstin));
            for (const kind of ['CREDIT_NOTE', 'DEBIT_NOTE'] as const)
              expectGapFreeSeries(allNotes.filter((note) => note.kind === kind));
            const notes = allNotes.filter((note) => note.lineId === null);
            expect(new Set(notes.map((note) => note.invoiceId)).size).toBe(notes.length);
            for (const fee of fees) {
              const record = records.find((row) => row.invoiceId === fee.invoiceId)!;
              const stay = notes.find((note) => note.invoiceId === fee.invoiceId);
              const taxedNow = record.kind === 'TAX_INVOICE' ? !stay : stay?.kind === 'DEBIT_NOTE';
              const ofFee = allNotes.filter((note) => note.lineId === fee.id);
              const debit = ofFee.find((note) => note.kind === 'DEBIT_NOTE');
              const credit = ofFee.find((note) => note.kind === 'CREDIT_NOTE');
              expect(ofFee.length).toBeLessThanOrEqual(2);
              expect(Boolean(debit)).toBe(taxedNow || Boolean(credit));
              expect(Boolean(credit)).toBe(Boolean(debit) && !taxedNow);
              for (const note of ofFee) {
                expect(note.valuePaise).toBe(fee.amountPaise);
                expect(note.taxablePaise + note.cgstPaise + note.sgstPaise).toBe(note.valuePaise);
              }
              if (debit && credit) expect(credit.cgstPaise).toBe(debit.cgstPaise);
            }
            for (const note of notes) {
              const record = records.find((row) => row.invoiceId === note.invoiceId)!;
              expect(note.taxablePaise + note.cgstPaise + note.sgstPaise).toBe(note.valuePaise);
              expect(note.valuePaise).toBe(record.valuePaise);
              if (note.kind === 'CREDIT_NOTE') {
                expect([record.kind, record.reason]).toEqual(['TAX_INVOICE', 'SHORT_STAY']);
                expect([note.cgstPaise, note.sgstPaise]).toEqual([record.cgstPaise, record.sgstPaise]);
              } else expect([record.kind, record.reason]).toEqual(['BILL_OF_SUPPLY', 'EXEMPT']);
            }
          }
          await expectTallyAgrees(db, propertyId, gstin);
          await leave();
        },
      ),
      { numRuns: 25 },
    );
  });
});
