// Random sequences (fast-check) of claims of several invoices with one UTR, part amounts, Mark as
// Paid with and without a matching reference (the UTR, UTR/2, with a leading zero) or of a claim's
// exact amount, confirmations, rejections and reversals: after every step each answer is the one the
// rules give and the equalities of claim-equalities.ts hold; confirming a closed claim records
// nothing. Both databases.
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { invoices, payments, tenants, type PaymentClaimRow } from '../src/db/schema';
import { staffScope, tenantScope } from '../src/services/access';
import { claimSeveral } from '../src/services/payments/claim-several';
import { claimPayment, confirmClaim, rejectClaim } from '../src/services/payments/claims';
import { recordPayment } from '../src/services/payments/payments';
import { findStaff } from '../src/services/users/read';
import { addBeds, assign } from './billing-fixtures';
import { claimsOfInvoices, expectClaimEqualities, invoiceRows, paymentsOf } from './claim-equalities';
import { addProperty, addTenant, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { reverseOnePayment } from './money-steps';

const part = fc.option(fc.double({ min: 0.01, max: 1.2, noNaN: true }), { nil: null });
type Step =
  | { kind: 'claimOne'; pick: number; utr: number; part: number | null }
  | { kind: 'claimSeveral'; mask: number; utr: number; part: number | null }
  | { kind: 'confirm' | 'reject' | 'reverse'; pick: number }
  | { kind: 'pay'; pick: number; part: number; reference: 'none' | 'utr' | 'part2' | 'zero' | 'other' }
  | { kind: 'payClaimAmount'; pick: number };

const utr = fc.integer({ min: 0, max: 2 });
const pick = fc.nat();
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('claimOne' as const), pick, utr, part }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('claimSeveral' as const),
      mask: fc.integer({ min: 1, max: 3 }),
      utr,
      part,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('reject' as const), pick }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick,
      part: fc.double({ min: 0.01, max: 1, noNaN: true }),
      reference: fc.constantFrom(
        'none' as const,
        'utr' as const,
        'part2' as const,
        'zero' as const,
        'other' as const,
      ),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('payClaimAmount' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick }), weight: 1 },
);

const statusOf = (writing: Promise<unknown>) =>
  writing.then(
    () => null,
    (error: { statusCode?: number }) => error.statusCode ?? 500,
  );
const utrOf = (n: number) => `80000000000${n}`;
const amountOf = (paise: number, ratio: number | null) =>
  ratio === null ? undefined : Math.max(1, Math.round(paise * ratio)) / 100;

describe.each(databases)('claims of several invoices keep the money equalities on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('hold after every step of random sequences', async () => {
    const { db } = t.database;
    const staff = staffScope((await findStaff(db, await userId(db, 'admin@example.com')))!);
    const today = '2026-03-10';

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        run += 1;
        const propertyId = await addProperty(db, `Several PG ${run}`);
        const tenantId = await addTenant(db, `several-run-${run}@example.com`, propertyId);
        const [bedId] = await addBeds(db, propertyId, 1);
        await assign(db, { tenantId, bedId: bedId!, startDate: '2026-03-01', rent: 7000.25, advance: 5000 });
        const [tenantRow] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
        const tenant = tenantScope(tenantRow!);
        const invoiceIds = (
          await db
            .select({ id: invoices.id })
            .from(invoices)
            .where(eq(invoices.tenantId, tenantId))
            .orderBy(invoices.invoiceDate, invoices.invoiceId)
        ).map((row) => row.id);

        for (const action of steps) {
          const rows = (await invoiceRows(db, invoiceIds)).sort(
            (a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceId.localeCompare(b.invoiceId),
          );
          const claims = await claimsOfInvoices(db, invoiceIds);
          const entries = await paymentsOf(db, invoiceIds);
          const owes = (row: (typeof rows)[number]) => row.totalPaise - row.paidPaise;
          const blocked = (invoiceId: string, code: string) =>
            claims.some(
              (c) =>
                c.invoiceId === invoiceId &&
                c.status !== 'REJECTED' &&
                (c.utr === code || c.status === 'OPEN'),
            );
          const open = claims.filter((claim) => claim.status === 'OPEN');
          const owing = rows.filter((row) => owes(row) > 0);

          if (action.kind === 'claimOne') {
            const invoice = rows[action.pick % rows.length]!;
            const amount = amountOf(owes(invoice), action.part);
            const expected =
              owes(invoice) <= 0
                ? 409
                : amount !== undefined && amount * 100 > owes(invoice)
                  ? 400
                  : blocked(invoice.id, utrOf(action.utr))
                    ? 409
                    : null;
            const input = { utr: utrOf(action.utr), ...(amount === undefined ? {} : { amount }) };
            expect(await statusOf(claimPayment(t.app.deps, tenant, invoice.id, input, null, today))).toBe(
              expected,
            );
          } else if (action.kind === 'claimSeveral') {
            const chosen = rows.filter((_, index) => action.mask & (1 << index));
            const sum = chosen.reduce((total, row) => total + Math.max(0, owes(row)), 0);
            const amount = amountOf(sum, action.part);
            const paise = amount === undefined ? sum : Math.round(amount * 100);
            let left = paise;
            const reached = chosen.filter((row) => {
              const take = Math.min(left, owes(row));
              left -= Math.max(0, take);
              return take > 0;
            });
            const expected = chosen.some((row) => owes(row) <= 0)
              ? 409
              : paise > sum
                ? 400
                : reached.some((row) => blocked(row.id, utrOf(action.utr)))
                  ? 409
                  : null;
            const input = { utr: utrOf(action.utr), invoiceIds: chosen.map((row) => row.id), amount };
            expect(await statusOf(claimSeveral(t.app.deps, tenant, input, null, today))).toBe(expected);
          } else if (action.kind === 'confirm' || action.kind === 'reject') {
            const claim: PaymentClaimRow | undefined =
              open[action.pick % Math.max(open.length, 1)] ??
              claims[action.pick % Math.max(claims.length, 1)];
            if (!claim) continue;
            const invoice = rows.find((row) => row.id === claim.invoiceId)!;
            const answer =
              action.kind === 'confirm'
                ? await statusOf(confirmClaim(db, staff, invoice.id, claim.id, today))
                : await statusOf(rejectClaim(db, staff, invoice.id, claim.id, 'Not in our statement'));
            const refused =
              claim.status !== 'OPEN' || (action.kind === 'confirm' && claim.amountPaise > owes(invoice));
            expect(answer).toBe(refused ? 409 : null);
            // Refused, nothing is recorded.
            if (refused) expect(await paymentsOf(db, invoiceIds)).toHaveLength(entries.length);
          } else if (action.kind === 'pay' || action.kind === 'payClaimAmount') {
            const target =
              action.kind === 'pay'
                ? owing[action.pick % Math.max(owing.length, 1)]
                : rows.find((row) => row.id === open[action.pick % Math.max(open.length, 1)]?.invoiceId);
            if (!target || owes(target) <= 0) continue;
            const claim = open.find((entry) => entry.invoiceId === target.id);
            const paise =
              action.kind === 'payClaimAmount'
                ? Math.min(claim!.amountPaise, owes(target))
                : Math.max(1, Math.floor(owes(target) * action.part));
            // No claim waits there: a reference of no claim's UTR.
            const code = claim?.utr ?? '600000000000';
            const reference =
              action.kind === 'payClaimAmount' || action.reference === 'none'
                ? undefined
                : { utr: code, part2: `${code}/2`, zero: `0${code}`, other: `70000000000${run % 10}` }[
                    action.reference
                  ];
            const taken = reference !== undefined && entries.some((entry) => entry.reference === reference);
            const answer = await statusOf(
              recordPayment(
                db,
                staff,
                target.id,
                { paymentMode: 'UPI', paidAt: today, amount: paise / 100, reference },
                today,
              ),
            );
            expect(answer).toBe(taken ? 409 : null);
            // The open claim closes when the UTR (however written) or, failing that, the amount is its.
            if (claim && !taken) {
              const [after] = (await claimsOfInvoices(db, [target.id])).filter(
                (entry) => entry.id === claim.id,
              );
              const byUtr = reference !== undefined && action.kind === 'pay' && action.reference !== 'other';
              const expectedStatus = byUtr ? 'CONFIRMED' : paise === claim.amountPaise ? 'SETTLED' : 'OPEN';
              expect(after!.status).toBe(expectedStatus);
            }
          } else {
            await reverseOnePayment(db, staff, inArray(payments.invoiceId, invoiceIds), action.pick, today);
          }
          await expectClaimEqualities(db, invoiceIds);
        }
      }),
      { numRuns: 16 },
    );
  });
});
