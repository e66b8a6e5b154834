// The GSTR-1 CSV's equalities for random sequences (fast-check, issue 44, both databases): at a
// registered property, admissions at any rent and meals, notices given and withdrawn, stays ended
// and billing job runs issue tax invoices, bills of supply and credit and debit notes through the
// real services; then for every month touched the file's B2C small total is exactly, in paise, the
// month's tax invoices' taxable value minus its credit notes plus its debit notes; its exempt
// figure the month's bills of supply; its document runs exactly the month's serials, each once;
// and over all months B2C small and exempt add up to the whole of the GST records.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { gstinCheckCharacter } from '@pgportal/contracts/schemas';
import { bedAssignments, gstInvoices, gstNotes, invoices, properties, tenantNotices } from '../src/db/schema';
import { plusDays } from '../src/services/calendar';
import { runBillingJob } from '../src/services/payments/job/run';
import { addProperty, addTenant } from './fixtures';
import { addBeds, assign, vacate } from './billing-fixtures';
import { downloadGstr1, expectedOfMonth, readGstr1 } from './gstr1-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

type Step =
  | { kind: 'assign'; rent: number; meals: number }
  | { kind: 'notice'; pick: number; days: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'vacate'; pick: number }
  | { kind: 'job'; days: number };

// mostly within the ₹20,000 limit, sometimes above it
const rupees = fc
  .oneof(
    { arbitrary: fc.integer({ min: 200_000, max: 1_500_000 }), weight: 3 },
    { arbitrary: fc.integer({ min: 100, max: 3_000_000 }), weight: 1 },
  )
  .map((paise) => paise / 100);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('assign' as const),
      rent: rupees,
      meals: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 0, max: 600_000 }).map((paise) => paise / 100),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('notice' as const),
      pick: fc.nat(),
      days: fc.integer({ min: 1, max: 150 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('vacate' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('job' as const), days: fc.integer({ min: 0, max: 60 }) }),
  },
);

/** A valid GSTIN of Karnataka for run `run`: its own series. */
const gstinOf = (run: number) => {
  const first14 = `29AAGCB${String(run).padStart(4, '0')}F1Z`;
  return first14 + gstinCheckCharacter(first14);
};

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
    const job = { db, mailer: t.app.deps.mailer, config: t.config };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 24 }), async (steps) => {
        run += 1;
        const gstin = gstinOf(run);
        const propertyId = await addProperty(db, `GSTR PG ${run}`);
        await db
          .update(properties)
          .set({ gstin, gstLegalName: `GSTR PG ${run} LLP` })
          .where(eq(properties.id, propertyId));
        const freeBeds = await addBeds(db, propertyId, 4);
        const tenantIds: string[] = [];
        let today = '2026-06-01';
        const staying = () =>
          db
            .select({ tenantId: bedAssignments.tenantId, bedId: bedAssignments.bedId })
            .from(bedAssignments)
            .where(and(eq(bedAssignments.propertyId, propertyId), isNull(bedAssignments.endDate)));

        for (const action of steps) {
          const open = await staying();
          const chosen = (pick: number) => open[pick % Math.max(open.length, 1)];
          if (action.kind === 'assign' && freeBeds.length) {
            const tenantId = await addTenant(
              db,
              `gstr-fuzz-${run}-${tenantIds.length}@example.com`,
              propertyId,
            );
            tenantIds.push(tenantId);
            await assign(db, { tenantId, bedId: freeBeds.pop()!, startDate: today, ...action });
          } else if (action.kind === 'notice' && chosen(action.pick)) {
            const { tenantId } = chosen(action.pick)!;
            const standing = await db
              .select()
              .from(tenantNotices)
              .where(and(eq(tenantNotices.tenantId, tenantId), isNull(tenantNotices.withdrawnAt)));
            if (!standing.length)
              await db.insert(tenantNotices).values({
                tenantId,
                propertyId,
                noticeDate: today,
                moveOutDate: plusDays(today, action.days),
                givenBy: 'STAFF',
              });
          } else if (action.kind === 'withdraw' && chosen(action.pick)) {
            await db
              .update(tenantNotices)
              .set({ withdrawnAt: new Date() })
              .where(
                and(
                  eq(tenantNotices.tenantId, chosen(action.pick)!.tenantId),
                  isNull(tenantNotices.withdrawnAt),
                ),
              );
          } else if (action.kind === 'vacate' && chosen(action.pick)) {
            const { tenantId, bedId } = chosen(action.pick)!;
            await vacate(db, tenantId, today);
            await db
              .update(tenantNotices)
              .set({ completedAt: new Date() })
              .where(and(eq(tenantNotices.tenantId, tenantId), isNull(tenantNotices.withdrawnAt)));
            freeBeds.push(bedId);
          } else if (action.kind === 'job') {
            today = plusDays(today, action.days);
            await runBillingJob(job, { today, reminders: false });
          }
        }

        const records = await db
          .select({ record: gstInvoices, invoiceDate: invoices.invoiceDate })
          .from(gstInvoices)
          .innerJoin(invoices, eq(invoices.id, gstInvoices.invoiceId))
          .where(eq(gstInvoices.gstin, gstin));
        const notes = await db.select().from(gstNotes).where(eq(gstNotes.gstin, gstin));
        let b2csAll = 0;
        let exemptAll = 0;
        const last = [today, ...records.map((row) => row.invoiceDate)].sort().at(-1)!;
        for (const month of monthsBetween('2026-06', last.slice(0, 7))) {
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
            records.filter((row) => row.record.kind === 'TAX_INVOICE').map((row) => row.record.taxablePaise),
          ) -
            sum(notes.filter((note) => note.kind === 'CREDIT_NOTE').map((note) => note.taxablePaise)) +
            sum(notes.filter((note) => note.kind === 'DEBIT_NOTE').map((note) => note.taxablePaise)),
        );
        expect(exemptAll).toBe(
          sum(
            records.filter((row) => row.record.kind === 'BILL_OF_SUPPLY').map((row) => row.record.valuePaise),
          ),
        );
        // every RENT invoice of the run has its record: nothing issued escaped the file
        const rents = tenantIds.length
          ? await db
              .select({ id: invoices.id })
              .from(invoices)
              .where(and(inArray(invoices.tenantId, tenantIds), eq(invoices.type, 'RENT')))
          : [];
        expect(records).toHaveLength(rents.length);
      }),
      { numRuns: 12 },
    );
  });
});
