// The GSTR-1 CSV's equalities for random sequences (fast-check, issue 44, both databases): at a
// registered property, admissions at any rent and meals, notices given and withdrawn, stays ended
// and billing job runs issue tax invoices, bills of supply and credit and debit notes through the
// real services; then for every month touched the file's B2C small total is exactly, in paise, the
// month's tax invoices' taxable value minus its credit notes plus its debit notes; its exempt
// figure the month's bills of supply; its document runs exactly the month's serials, each once;
// and over all months B2C small and exempt add up to the whole of the GST records.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { gstInvoices, gstNotes, invoices } from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { findStaff } from '../src/services/users/read';
import { userId } from './fixtures';
import { firstDay, gstSteps, openGstWorld, rentInvoicesOf } from './gst-world';
import { downloadGstr1, expectedOfMonth, readGstr1 } from './gstr1-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

/** The months from `from` to `to` (YYYY-MM). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (;;) {
    const name = `${year}-${String(month).padStart(2, '0')}`;
    if (name > to) return months;
    months.push(name);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The serials a docs row's range covers: GST/26-27/4..GST/26-27/7 -> the four of them. */
function serialsOfRange(from: string, to: string): string[] {
  const prefix = from.slice(0, from.lastIndexOf('/') + 1);
  expect(to.startsWith(prefix)).toBe(true);
  const first = Number(from.slice(prefix.length));
  const last = Number(to.slice(prefix.length));
  return Array.from({ length: last - first + 1 }, (_, index) => `${prefix}${first + index}`);
}

describe.each(databases)('GSTR-1 CSV equalities on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  it('the file’s totals are the GST records’ sums, exactly in paise, month by month', async () => {
    const { db } = t.database;
    const staff = (await findStaff(db, await userId(db, 'admin@example.com')))!;
    const deps = {
      db,
      mailer: t.app.deps.mailer,
      config: t.config,
      staff: { id: staff.id, scope: staffScope(staff) },
    };

    await fc.assert(
      fc.asyncProperty(
        firstDay,
        fc.array(gstSteps({ charges: false }), { minLength: 4, maxLength: 24 }),
        async (start, steps) => {
          run += 1;
          const world = await openGstWorld(deps, run, start);
          const { gstin, propertyId, tenantIds } = world;
          for (const action of steps) await world.apply(action);
          const today = world.today();

          const records = await db
            .select({ record: gstInvoices, invoiceDate: invoices.invoiceDate })
            .from(gstInvoices)
            .innerJoin(invoices, eq(invoices.id, gstInvoices.invoiceId))
            .where(eq(gstInvoices.gstin, gstin));
          const notes = await db.select().from(gstNotes).where(eq(gstNotes.gstin, gstin));
          let b2csAll = 0;
          let exemptAll = 0;
          const last = [today, ...records.map((row) => row.invoiceDate)].sort().at(-1)!;
          for (const month of monthsBetween(start.slice(0, 7), last.slice(0, 7))) {
            const answer = await downloadGstr1(t, admin, { propertyId, month });
            expect(answer.statusCode).toBe(200);
            const file = readGstr1(answer.body);
            const expected = await expectedOfMonth(db, gstin, month);
            expect(file.b2csTotal).toBe(expected.b2csTotal);
            // the HSN summary totals the same figures, and the month's tax net of its notes
            expect(file.hsn).toEqual({
              taxed: expected.b2csTotal,
              exempt: expected.exempt,
              cgst: expected.tax.cgst,
              sgst: expected.tax.sgst,
            });
            expect(file.exempt).toBe(expected.exempt);
            b2csAll += file.b2csTotal;
            exemptAll += file.exempt;
            // the document runs cover exactly the month's serials, each once, none cancelled
            const listed = file.sections.docs!.rows.flatMap((row) => {
              expect(Number(row[3])).toBe(serialsOfRange(row[1]!, row[2]!).length);
              expect(row[4]).toBe('0');
              return serialsOfRange(row[1]!, row[2]!);
            });
            const issued = [
              ...records.filter((row) => row.invoiceDate.startsWith(month)).map((row) => row.record.serial),
              ...notes.filter((note) => note.noteDate.startsWith(month)).map((note) => note.serial),
            ];
            expect([...listed].sort()).toEqual([...issued].sort());
            expect(file.sections.notes!.rows).toHaveLength(
              notes.filter((note) => note.noteDate.startsWith(month)).length,
            );
          }
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          expect(b2csAll).toBe(
            sum(
              records
                .filter((row) => row.record.kind === 'TAX_INVOICE')
                .map((row) => row.record.taxablePaise),
            ) -
              sum(notes.filter((note) => note.kind === 'CREDIT_NOTE').map((note) => note.taxablePaise)) +
              sum(notes.filter((note) => note.kind === 'DEBIT_NOTE').map((note) => note.taxablePaise)),
          );
          expect(exemptAll).toBe(
            sum(
              records
                .filter((row) => row.record.kind === 'BILL_OF_SUPPLY')
                .map((row) => row.record.valuePaise),
            ),
          );
          // every rent invoice of the run has its record: nothing issued escaped the file
          const rents = await rentInvoicesOf(db, tenantIds);
          expect(records).toHaveLength(rents.length);
          await world.leave();
        },
      ),
      { numRuns: 12 },
    );
  });
});
