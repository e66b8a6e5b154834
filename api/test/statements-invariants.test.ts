// The money equalities of statement import (issue 23) after random sequences of imports, the same
// file again, and placing or ignoring lines (fast-check): every invoice's paid amount is the sum of
// its payments and never above its total; no reference is in the ledger twice; each credit's paise
// are all in the queue (matched, remainder, suggested or unmatched) once, or it is a duplicate.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { invoices, payments, statementLines } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld, type BillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { hdfcStatement, importFile, invoicesOf, type Credit } from './statements-fixtures';

type Step =
  | { kind: 'import'; credits: Array<{ paise: number; names: number | null; utr: number }>; twice: boolean }
  | { kind: 'place'; pick: number; invoice: number }
  | { kind: 'ignore'; pick: number };

const credit = fc.record({
  paise: fc.integer({ min: 1, max: 1_500_000 }),
  names: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
  utr: fc.integer({ min: 0, max: 30 }),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('import' as const),
      credits: fc.array(credit, { minLength: 1, maxLength: 4 }),
      twice: fc.boolean(),
    }),
    weight: 3,
  },
  fc.record({
    kind: fc.constant('place' as const),
    pick: fc.nat(20),
    invoice: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({ kind: fc.constant('ignore' as const), pick: fc.nat(20) }),
);

describe.each(databases)('statement import equalities on $name', (database) => {
  let world: BillingWorld;
  let t: TestApp;
  let run = 0;
  const day = today();

  beforeAll(async () => {
    world = await openBillingWorld(database, plusDays(day, -20));
    t = world.t;
  });
  afterAll(() => t.close());

  async function checkEqualities() {
    const { db } = t.database;
    const rows = await db
      .select({ id: invoices.id, total: invoices.totalPaise, paid: invoices.paidPaise })
      .from(invoices);
    const ledger = await db.select().from(payments);
    const sumOf = (invoiceId: string) =>
      ledger
        .filter((entry) => entry.invoiceId === invoiceId)
        .reduce((sum, entry) => sum + entry.amountPaise, 0);
    for (const row of rows) {
      expect(row.paid).toBe(sumOf(row.id));
      expect(row.paid).toBeLessThanOrEqual(row.total);
    }
    const references = (await db.select({ reference: payments.reference }).from(payments)).flatMap((p) =>
      p.reference ? [p.reference] : [],
    );
    expect(new Set(references).size).toBe(references.length);
    // A matched line's amount is its payment's amount.
    const matched = await db.select().from(statementLines).where(eq(statementLines.status, 'MATCHED'));
    for (const line of matched) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, line.paymentId!));
      expect(payment!.amountPaise).toBe(line.amountPaise);
    }
  }

  it('keeps every paisa of every credit exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        run += 1;
        const numbers = (await invoicesOf(t, world.admin, world.tenantId)).map((invoice) => ({
          id: invoice._id,
          number: invoice.invoiceId,
        }));
        for (const current of steps) {
          if (current.kind === 'import') {
            const file = hdfcStatement(
              day,
              current.credits.map(({ paise, names, utr }): Credit => ({
                narration: names === null ? 'UPI/nobody' : `UPI/${numbers[names]!.number}`,
                amount: (paise / 100).toFixed(2),
                utr: `R${run}-${utr}`,
              })),
            );
            for (const _time of current.twice ? [1, 2] : [1]) {
              const before = await t.database.db.select().from(statementLines);
              const response = await importFile(t, world.admin, file);
              expect(response.statusCode).toBe(200);
              const counts = response.json().data;
              const added = (await t.database.db.select().from(statementLines)).filter(
                (line) => !before.some((old) => old.id === line.id),
              );
              // Each new credit's paise are all in the queue: matched part + remainder = the credit.
              const seen = new Map<string, number>();
              for (const { utr, paise } of current.credits)
                if (!seen.has(`R${run}-${utr}`)) seen.set(`R${run}-${utr}`, paise);
              const byReference = new Map<string, number>();
              for (const line of added)
                byReference.set(line.reference!, (byReference.get(line.reference!) ?? 0) + line.amountPaise);
              for (const [reference, paise] of byReference) expect(paise).toBe(seen.get(reference));
              expect(counts.read).toBe(current.credits.length);
              expect(counts.duplicates).toBe(current.credits.length - byReference.size);
            }
          } else {
            const open = await t.database.db
              .select()
              .from(statementLines)
              .where(sql`${statementLines.status} in ('SUGGESTED', 'UNMATCHED')`);
            const line = open[current.pick % Math.max(open.length, 1)];
            if (!line) continue;
            const response =
              current.kind === 'ignore'
                ? await t.request({
                    method: 'POST',
                    url: `/api/v1/payment/statement-lines/${line.id}/ignore`,
                    headers: { cookie: world.admin },
                  })
                : await t.request({
                    method: 'POST',
                    url: `/api/v1/payment/statement-lines/${line.id}/match`,
                    headers: { cookie: world.admin },
                    payload: { billingId: numbers[current.invoice]!.id },
                  });
            expect([200, 409]).toContain(response.statusCode);
          }
          await checkEqualities();
        }
      }),
      { numRuns: 8 },
    );
  });
});
