// The money equalities with 'I have paid' claims (issue 22), after every step of random sequences
// of claims, confirmations, rejections, cash part payments and reversals (fast-check): those of
// claim-equalities.ts, and each claim staff confirmed is exactly one UPI payment of its amount with
// its UTR as reference (a cash payment of a claim's amount settles it instead: SETTLED).
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { invoices, paymentClaims, payments, tenants } from '../src/db/schema';
import { staffScope, tenantScope } from '../src/services/access';
import { claimPayment, confirmClaim, rejectClaim } from '../src/services/payments/claims';
import { recordPayment } from '../src/services/payments/payments';
import { findStaff } from '../src/services/users/read';
import { addProperty, addTenant, userId } from './fixtures';
import { addBeds, assign } from './billing-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { expectClaimEqualities } from './claim-equalities';
import { reverseOnePayment } from './money-steps';

type Step =
  | { kind: 'claim'; pick: number; utr: number }
  | { kind: 'confirm'; pick: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'pay'; pick: number; part: number }
  | { kind: 'reverse'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('claim' as const),
      pick: fc.nat(),
      utr: fc.integer({ min: 0, max: 3 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick: fc.nat(),
      part: fc.double({ min: 0.01, max: 1, noNaN: true }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }), weight: 2 },
);

/** What a write answered: null when it went through, else its status. */
const statusOf = (writing: Promise<unknown>) =>
  writing.then(
    () => null,
    (error: { statusCode?: number }) => error.statusCode ?? 500,
  );

describe.each(databases)('claims keep the money equalities on $name', (database) => {
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
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        run += 1;
        const propertyId = await addProperty(db, `Claims PG ${run}`);
        const tenantId = await addTenant(db, `claims-${run}@example.com`, propertyId);
        const [bedId] = await addBeds(db, propertyId, 1);
        await assign(db, {
          tenantId,
          bedId: bedId!,
          startDate: '2026-03-01',
          rent: 7000.25,
          meals: 0,
          advance: 5000,
        });
        const [tenantRow] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
        const tenant = tenantScope(tenantRow!);
        const invoiceIds = (
          await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.tenantId, tenantId))
        ).map((row) => row.id);
        const claimsOf = () =>
          db.select().from(paymentClaims).where(inArray(paymentClaims.invoiceId, invoiceIds));
        const rowsOf = () => db.select().from(invoices).where(inArray(invoices.id, invoiceIds));

        for (const action of steps) {
          const rows = await rowsOf();
          const claims = await claimsOf();
          if (action.kind === 'claim') {
            const invoice = rows[action.pick % rows.length]!;
            const utr = `90000000000${action.utr}`;
            const outstanding = invoice.totalPaise - invoice.paidPaise;
            const standing = claims.filter(
              (claim) => claim.invoiceId === invoice.id && claim.status !== 'REJECTED',
            );
            const expected =
              outstanding <= 0 || standing.some((claim) => claim.utr === utr || claim.status === 'OPEN')
                ? 409
                : null;
            const answer = await statusOf(claimPayment(t.app.deps, tenant, invoice.id, { utr }, null, today));
            expect(answer).toBe(expected);
          } else if (action.kind === 'confirm' || action.kind === 'reject') {
            const open = claims.filter((claim) => claim.status === 'OPEN');
            const claim =
              open[action.pick % Math.max(open.length, 1)] ??
              claims[action.pick % Math.max(claims.length, 1)];
            if (!claim) continue;
            const invoice = rows.find((row) => row.id === claim.invoiceId)!;
            const outstanding = invoice.totalPaise - invoice.paidPaise;
            const answer =
              action.kind === 'confirm'
                ? await statusOf(confirmClaim(db, staff, invoice.id, claim.id, today))
                : await statusOf(rejectClaim(db, staff, invoice.id, claim.id, 'Not in our statement'));
            const refused =
              claim.status !== 'OPEN' || (action.kind === 'confirm' && claim.amountPaise > outstanding);
            expect(answer).toBe(refused ? 409 : null);
          } else if (action.kind === 'pay') {
            const open = rows.filter((row) => row.paidPaise < row.totalPaise);
            const invoice = open[action.pick % Math.max(open.length, 1)];
            if (!invoice) continue;
            const paise = Math.max(1, Math.floor((invoice.totalPaise - invoice.paidPaise) * action.part));
            await recordPayment(
              db,
              staff,
              invoice.id,
              { paymentMode: 'CASH', paidAt: today, amount: paise / 100 },
              today,
            );
          } else {
            const where = inArray(payments.invoiceId, invoiceIds);
            await reverseOnePayment(db, staff, where, action.pick, today);
          }

          // After every step: the equalities (claim-equalities.ts).
          const { entries, claims: after } = await expectClaimEqualities(db, invoiceIds);
          // A claim confirmed by staff is one UPI payment of exactly its amount; the UTR (or UTR/2…) its reference.
          for (const claim of after.filter((entry) => entry.status === 'CONFIRMED')) {
            expect(entries.find((entry) => entry.id === claim.paymentId)).toMatchObject({
              amountPaise: claim.amountPaise,
              paymentMode: 'UPI',
              reference: expect.stringMatching(new RegExp(`^${claim.utr}(/(?:[2-9]|[1-9]\\d+))?$`)),
            });
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
