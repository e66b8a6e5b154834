// GST's equalities after every step of random sequences (fast-check, issue 44) at a registered
// property: admissions at any rent and meals, notices given and withdrawn, stays ended, charges
// and credits, and billing job runs (over a year's end: a new series each April). Every RENT
// invoice has one GST record; its taxable value, CGST and SGST add up to the invoice's total
// exactly in paise, the halves equal; a bill of supply carries no tax; the serials of each GSTIN's
// series and financial year run 1..n with no gap; a record never changes once written; an invoice
// has at most one note, a credit only for a short stay's tax invoice and a debit only for an exempt
// bill of supply, and a note's figures add up too.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { gstinCheckCharacter } from '@pgportal/contracts/schemas';
import { bedAssignments, gstInvoices, gstNotes, invoices, properties, tenantNotices } from '../src/db/schema';
import { addCharge } from '../src/services/payments/charges';
import { staffScope } from '../src/services/access';
import { plusDays } from '../src/services/calendar';
import { runBillingJob } from '../src/services/payments/job/run';
import { findStaff } from '../src/services/users/read';
import { addProperty, addTenant, userId } from './fixtures';
import { addBeds, assign, vacate } from './billing-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

type Step =
  | { kind: 'assign'; rent: number; meals: number }
  | { kind: 'notice'; pick: number; days: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'vacate'; pick: number }
  | { kind: 'charge'; pick: number; paise: number }
  | { kind: 'job'; days: number };

// mostly within the ₹20,000 limit, sometimes above it (₹1 to ₹30,000 a month)
const rupees = fc
  .oneof(
    { arbitrary: fc.integer({ min: 200_000, max: 1_500_000 }), weight: 3 },
    { arbitrary: fc.integer({ min: 100, max: 3_000_000 }), weight: 1 },
  )
  .map((paise) => paise / 100);
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ arbitrary, weight });
const step: fc.Arbitrary<Step> = fc.oneof(
  weighted(
    3,
    fc.record({
      kind: fc.constant('assign' as const),
      rent: rupees,
      meals: fc.oneof(
        fc.constant(0),
        rupees.map((value) => Math.round(value * 30) / 100),
      ),
    }),
  ),
  weighted(
    2,
    fc.record({
      kind: fc.constant('notice' as const),
      pick: fc.nat(),
      days: fc.integer({ min: 1, max: 150 }),
    }),
  ),
  weighted(1, fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() })),
  weighted(2, fc.record({ kind: fc.constant('vacate' as const), pick: fc.nat() })),
  weighted(
    1,
    fc.record({
      kind: fc.constant('charge' as const),
      pick: fc.nat(),
      paise: fc.integer({ min: -2_000_000, max: 1_000_000 }).filter((paise) => paise !== 0),
    }),
  ),
  weighted(3, fc.record({ kind: fc.constant('job' as const), days: fc.integer({ min: 0, max: 60 }) })),
);

/** The sequence's first day: mid-year, or weeks before a financial year ends (31 March). */
const firstDay = fc.constantFrom('2026-06-01', '2027-02-20');

/** A valid GSTIN of Karnataka for run `run`: its own series. */
const gstinOf = (run: number) => {
  const first14 = `29AAGCB${String(run).padStart(4, '0')}J1Z`;
  return first14 + gstinCheckCharacter(first14);
};

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
    const scope = staffScope(admin);
    const job = { db, mailer: t.app.deps.mailer, config: t.config };

    await fc.assert(
      fc.asyncProperty(firstDay, fc.array(step, { minLength: 4, maxLength: 30 }), async (start, steps) => {
        run += 1;
        const gstin = gstinOf(run);
        const propertyId = await addProperty(db, `GST PG ${run}`);
        await db
          .update(properties)
          .set({ gstin, gstLegalName: `GST PG ${run} LLP` })
          .where(eq(properties.id, propertyId));
        const freeBeds = await addBeds(db, propertyId, 4);
        const tenantIds: string[] = [];
        const seen = new Map<string, unknown>();
        let today: string = start;
        const staying = async () =>
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
              `gst-fuzz-${run}-${tenantIds.length}@example.com`,
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
          } else if (action.kind === 'charge' && tenantIds.length) {
            await addCharge(db, scope, admin.id, tenantIds[action.pick % tenantIds.length]!, {
              kind: 'OTHER',
              description: 'Fuzz',
              amount: action.paise / 100,
            });
          } else if (action.kind === 'job') {
            today = plusDays(today, action.days);
            await runBillingJob(job, { today, reminders: false });
          }

          const rents = tenantIds.length
            ? await db
                .select()
                .from(invoices)
                .where(and(inArray(invoices.tenantId, tenantIds), eq(invoices.type, 'RENT')))
            : [];
          const records = await db.select().from(gstInvoices).where(eq(gstInvoices.gstin, gstin));
          expect(records.map((row) => row.invoiceId).sort()).toEqual(rents.map((row) => row.id).sort());
          const totals = new Map(rents.map((row) => [row.id, row.totalPaise]));
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

          const notes = await db.select().from(gstNotes).where(eq(gstNotes.gstin, gstin));
          expect(new Set(notes.map((note) => note.invoiceId)).size).toBe(notes.length);
          for (const kind of ['CREDIT_NOTE', 'DEBIT_NOTE'] as const)
            expectGapFreeSeries(notes.filter((note) => note.kind === kind));
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
        // The run's tenants leave at its end, so the next runs' jobs (and fast-check's replays while
        // it shrinks a failure) bill only their own property: the work stays the same per run.
        for (const { tenantId } of await staying()) await vacate(db, tenantId, today);
      }),
      { numRuns: 25 },
    );
  });
});
