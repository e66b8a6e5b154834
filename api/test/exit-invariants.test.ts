// Issue 24: the exit statement's arithmetic under random sequences of payments, charges and
// deductions, checked after every step against a model (refund = deposit held − outstanding −
// deductions, in paise), then settled: deposit and dues net to zero, the refund is the ledger's.
import fc from 'fast-check';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { charges, invoices, payments, propertyCollections, propertyTotals } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { issueInvoice } from '../src/services/payments/invoices';
import { today } from '../src/services/calendar';
import { exitCalls, giveNotice, ledgerOf, seatedTenant, url } from './exits-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

type Step =
  | { kind: 'pay'; pick: number; part: number }
  | { kind: 'charge'; paise: number }
  | { kind: 'deduct'; paise: number[] };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    pick: fc.nat(),
    part: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('charge' as const), paise: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({
    kind: fc.constant('deduct' as const),
    paise: fc.array(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 3 }),
  }),
);

const rupees = (paise: number) => paise / 100;
const paiseOf = (rupeesValue: number) => Math.round(rupeesValue * 100);

type Change =
  | { kind: 'pay'; pick: number; part: number }
  | { kind: 'invoice'; paise: number }
  | { kind: 'charge'; paise: number }
  | { kind: 'mealCredit'; paise: number }
  | { kind: 'accept' };

describe.each(databases)('the exit statement’s arithmetic on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  it('holds after every step and nets to zero when settled', async () => {
    const calls = exitCalls(t);
    const { db } = t.database;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const { tenantId, email } = await seatedTenant(t, admin, DEMO_PROPERTY_ID, false);
        await giveNotice(t, tenantId);
        let deductions = 0;
        const check = async () => {
          const rows = await db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
          const deposit = rows
            .filter((row) => row.type === 'ADVANCE')
            .reduce((sum, row) => sum + row.paidPaise, 0);
          const owed = rows
            .filter((row) => row.type !== 'ADVANCE')
            .reduce((sum, row) => sum + Math.max(0, row.totalPaise - row.paidPaise), 0);
          const statement = (await calls.get(admin, tenantId)).json().data;
          expect(statement).toMatchObject({
            depositHeld: rupees(deposit),
            outstandingTotal: rupees(owed),
            deductionsTotal: rupees(deductions),
            refund: rupees(deposit - owed - deductions),
          });
          return deposit - owed - deductions;
        };
        for (const action of steps) {
          if (action.kind === 'pay') {
            await payPartOver(t, admin, tenantId, action.pick, action.part);
          } else if (action.kind === 'charge') {
            await addAdjustment(t, tenantId, action.paise);
          } else {
            const saved = await calls.save(admin, tenantId, {
              deductions: action.paise.map((paise, index) => ({
                reason: `Damage ${index + 1}`,
                amount: rupees(paise),
              })),
            });
            expect(saved.statusCode).toBe(200);
            deductions = action.paise.reduce((sum, paise) => sum + paise, 0);
          }
          await check();
        }

        if ((await calls.get(admin, tenantId)).json().data.version === 0)
          await calls.save(admin, tenantId, { deductions: [] });
        const refund = await check();
        await calls.send(admin, tenantId);
        await calls.accept(await t.cookieFor('tenant', email));
        const settled = await calls.settle(admin, tenantId, {
          paymentMode: 'BANK_TRANSFER',
          paidAt: today(),
        });
        expect(settled.json().data.refund).toBe(rupees(refund));
        const rows = await db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
        const advances = rows.filter((row) => row.type === 'ADVANCE');
        expect(advances.every((row) => row.paidPaise === 0 && row.totalPaise === 0)).toBe(true);
        const stillOwed = rows.reduce((sum, row) => sum + Math.max(0, row.totalPaise - row.paidPaise), 0);
        expect(stillOwed).toBe(Math.max(0, -refund));
        const refunded = (await ledgerOf(t, tenantId))
          .filter((entry) => entry.note === 'Deposit refunded at exit')
          .reduce((sum, entry) => sum - entry.amountPaise, 0);
        expect(refunded).toBe(Math.max(0, refund));
        // the maintained totals the dashboard reads still agree with the invoices and the ledger
        const [kept] = await db
          .select()
          .from(propertyTotals)
          .where(eq(propertyTotals.propertyId, DEMO_PROPERTY_ID));
        const all = await db.select().from(invoices).where(eq(invoices.propertyId, DEMO_PROPERTY_ID));
        const outstanding = all
          .filter((row) => row.status !== 'PAID')
          .reduce((sum, row) => sum + row.totalPaise - row.paidPaise, 0);
        expect(kept?.outstandingPaise).toBe(outstanding);
        // deposits are not income (issue 41): the dashboard's collected counts the rent and charges
        const collected = await db
          .select({ paise: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
          .from(payments)
          .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
          .where(and(eq(payments.propertyId, DEMO_PROPERTY_ID), ne(invoices.type, 'ADVANCE')));
        const keptCollected = await db
          .select({ paise: sql<string>`coalesce(sum(${propertyCollections.collectedPaise}), 0)` })
          .from(propertyCollections)
          .where(eq(propertyCollections.propertyId, DEMO_PROPERTY_ID));
        expect(Number(keptCollected[0]?.paise)).toBe(Number(collected[0]?.paise));
      }),
      { numRuns: 8 },
    );
  });

  // Issue 41: an accepted statement's refund is the refund settled, unless the tenant accepted again.
  it('settles the refund the tenant last accepted, whatever changed in between', async () => {
    const calls = exitCalls(t);
    const { db } = t.database;
    const change: fc.Arbitrary<Change> = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        pick: fc.nat(),
        part: fc.double({ min: 0.01, max: 1, noNaN: true }),
      }),
      fc.record({ kind: fc.constant('invoice' as const), paise: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({
        kind: fc.constant('charge' as const),
        paise: fc.integer({ min: -300_000, max: 300_000 }).filter((n) => n !== 0),
      }),
      fc.record({ kind: fc.constant('mealCredit' as const), paise: fc.integer({ min: 1, max: 200_000 }) }),
      fc.constant({ kind: 'accept' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 7 }), async (changes) => {
        const { tenantId, email } = await seatedTenant(t, admin, DEMO_PROPERTY_ID, true);
        const tenant = await t.cookieFor('tenant', email);
        await giveNotice(t, tenantId);
        await calls.save(admin, tenantId, { deductions: [{ reason: 'Paint', amount: 250 }] });
        expect((await calls.send(admin, tenantId)).statusCode).toBe(200);
        let accepted: number | null = null;
        const accept = async () => {
          const shown = (await calls.mine(tenant)).json().data;
          const answer = await calls.accept(tenant, { version: shown.version });
          if (answer.statusCode === 200) accepted = paiseOf(shown.refund);
          else expect(answer.statusCode).toBe(409);
        };
        for (const action of changes) {
          if (action.kind === 'accept') await accept();
          else if (action.kind === 'pay') {
            await payPartOver(t, admin, tenantId, action.pick, action.part);
          } else if (action.kind === 'invoice') {
            await addAdjustment(t, tenantId, action.paise);
          } else if (action.kind === 'charge') {
            const added = await t.request({
              method: 'POST',
              url: url(API.tenant.charges(tenantId)),
              headers: { cookie: admin },
              payload: { description: 'Laundry', amount: rupees(action.paise) },
            });
            expect(added.statusCode).toBe(200);
          } else {
            await db.insert(charges).values({
              tenantId,
              kind: 'MEAL_CREDIT',
              description: 'Meal credit: days away',
              amountPaise: -action.paise,
            });
          }
          // whatever the tenant sees as accepted is the refund they accepted
          const seen = (await calls.mine(tenant)).json().data;
          if (seen.status === 'ACCEPTED') expect(paiseOf(seen.refund)).toBe(accepted);
        }
        // settle; a change since the last acceptance sends it again: the tenant accepts, staff retry
        if (accepted === null) await accept();
        let settled = await calls.settle(admin, tenantId, { paymentMode: 'BANK_TRANSFER', paidAt: today() });
        for (let round = 0; settled.statusCode === 409 && round < 3; round += 1) {
          await accept();
          settled = await calls.settle(admin, tenantId, { paymentMode: 'BANK_TRANSFER', paidAt: today() });
        }
        expect(settled.statusCode).toBe(200);
        expect(paiseOf(settled.json().data.refund)).toBe(accepted);
        const refunded = (await ledgerOf(t, tenantId))
          .filter((entry) => /refunded at exit/.test(entry.note ?? ''))
          .reduce((sum, entry) => sum - entry.amountPaise, 0);
        expect(refunded).toBe(Math.max(0, accepted ?? 0));
        const rows = await db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
        const stillOwed = rows.reduce((sum, row) => sum + Math.max(0, row.totalPaise - row.paidPaise), 0);
        expect(stillOwed).toBe(Math.max(0, -(accepted ?? 0)));
        const pendingLeft = await db
          .select()
          .from(charges)
          .where(and(eq(charges.tenantId, tenantId), isNull(charges.invoiceId)));
        expect(pendingLeft).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });
});

/** Pays `part` (0–1, at least a paisa) of the `pick`-th open invoice of the tenant, over HTTP as staff. */
async function payPartOver(t: TestApp, admin: string, tenantId: string, pick: number, part: number) {
  const { db } = t.database;
  const open = (await db.select().from(invoices).where(eq(invoices.tenantId, tenantId))).filter(
    (row) => row.paidPaise < row.totalPaise,
  );
  const invoice = open[pick % Math.max(open.length, 1)];
  if (!invoice) return;
  const amount = Math.max(1, Math.floor((invoice.totalPaise - invoice.paidPaise) * part));
  const paid = await t.request({
    method: 'PATCH',
    url: url(API.payment.pay(invoice.id)),
    headers: { cookie: admin },
    payload: { paymentMode: 'CASH', paidAt: today(), amount: rupees(amount) },
  });
  expect(paid.statusCode).toBe(200);
}

/** An ADJUSTMENT invoice of `paise` for the tenant, dated today. */
function addAdjustment(t: TestApp, tenantId: string, paise: number) {
  return issueInvoice(t.database.db, {
    tenantId,
    propertyId: DEMO_PROPERTY_ID,
    assignmentId: null,
    type: 'ADJUSTMENT',
    periodStart: today(),
    periodEnd: today(),
    invoiceDate: today(),
    lines: [{ kind: 'OTHER', description: 'Electricity', amountPaise: paise }],
  });
}
