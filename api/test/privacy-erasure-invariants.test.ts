// Issue 45: the retention job under random sequences of tenants settling (with money paid or still
// owed), staying, paying what they owe, and job runs on random days. After every step: every
// invoice is the sum of its ledger, the property's kept totals are the invoices', no money row is
// changed by an erasure (before = after, in paise), names stay, and exactly the tenants due (moved
// out, settled, nothing owed, past the retention period) are erased, each once, with one audit entry.
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, invoices, payments, propertyCollections, propertyTotals, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { payInvoices, seatedTenant } from './exits-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { noonOn, runJob, settledTenant } from './privacy-erasure-fixtures';

type Step =
  | { kind: 'settle'; payRent: boolean; payDeposit: boolean }
  | { kind: 'stay' }
  | { kind: 'pay'; pick: number }
  | { kind: 'run'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('settle' as const), payRent: fc.boolean(), payDeposit: fc.boolean() }),
  fc.record({ kind: fc.constant('stay' as const) }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('run' as const), days: fc.integer({ min: 0, max: 800 }) }),
);

interface Known {
  tenantId: string;
  dueOn: string | null;
  fullName: string;
}

describe.each(databases)('money and erasure on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  /** Every money row of the demo property, in paise, in a fixed order. */
  async function money() {
    const { db } = t.database;
    const bills = await db
      .select({
        id: invoices.id,
        total: invoices.totalPaise,
        paid: invoices.paidPaise,
        status: invoices.status,
      })
      .from(invoices)
      .where(eq(invoices.propertyId, DEMO_PROPERTY_ID))
      .orderBy(invoices.id);
    const ledger = await db
      .select({ id: payments.id, invoiceId: payments.invoiceId, amount: payments.amountPaise })
      .from(payments)
      .where(eq(payments.propertyId, DEMO_PROPERTY_ID))
      .orderBy(payments.id);
    const [kept] = await db
      .select()
      .from(propertyTotals)
      .where(eq(propertyTotals.propertyId, DEMO_PROPERTY_ID));
    const [collected] = await db
      .select({ paise: sql<string>`coalesce(sum(${propertyCollections.collectedPaise}), 0)` })
      .from(propertyCollections)
      .where(eq(propertyCollections.propertyId, DEMO_PROPERTY_ID));
    return { bills, ledger, outstanding: kept?.outstandingPaise, collected: Number(collected?.paise) };
  }

  /** Paid is the sum of the ledger on every invoice, and the kept outstanding is the invoices'. */
  function checkEqualities(state: Awaited<ReturnType<typeof money>>) {
    for (const bill of state.bills) {
      const ledger = state.ledger
        .filter((row) => row.invoiceId === bill.id)
        .reduce((sum, row) => sum + row.amount, 0);
      expect([bill.id, bill.paid]).toEqual([bill.id, ledger]);
    }
    const outstanding = state.bills
      .filter((row) => row.status !== 'PAID')
      .reduce((sum, row) => sum + row.total - row.paid, 0);
    expect(state.outstanding ?? 0).toBe(outstanding);
  }

  it('erases exactly the tenants due, once, and never changes money', async () => {
    const { db } = t.database;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const known: Known[] = [];
        for (const action of steps) {
          if (action.kind === 'settle') {
            const settled = await settledTenant(t, admin, action);
            const [row] = await db.select().from(tenants).where(eq(tenants.id, settled.tenantId));
            known.push({ tenantId: settled.tenantId, dueOn: settled.dueOn, fullName: row!.fullName });
          } else if (action.kind === 'stay') {
            const seated = await seatedTenant(t, admin);
            const [row] = await db.select().from(tenants).where(eq(tenants.id, seated.tenantId));
            known.push({ tenantId: seated.tenantId, dueOn: null, fullName: row!.fullName });
          } else if (action.kind === 'pay') {
            const settled = known.filter((tenant) => tenant.dueOn);
            const chosen = settled[action.pick % Math.max(1, settled.length)];
            if (chosen) await payInvoices(t, admin, chosen.tenantId, 'RENT');
          } else {
            const day = plusDays(today(), action.days);
            const before = await money();
            const owing = new Set(
              before.bills.length
                ? (
                    await db
                      .select({ tenantId: invoices.tenantId })
                      .from(invoices)
                      .where(sql`${invoices.paidPaise} <> ${invoices.totalPaise}`)
                  ).map((row) => row.tenantId)
                : [],
            );
            const erasedBefore = new Set(
              (
                await db
                  .select({ id: tenants.id })
                  .from(tenants)
                  .where(sql`${tenants.personalDataErasedAt} is not null`)
              ).map((row) => row.id),
            );
            const { erased } = await runJob(t, noonOn(day));
            expect(await money()).toEqual(before);
            const expected = known
              .filter((tenant) => tenant.dueOn && tenant.dueOn <= day && !owing.has(tenant.tenantId))
              .filter((tenant) => !erasedBefore.has(tenant.tenantId))
              .map((tenant) => tenant.tenantId);
            expect(erased.filter((id) => known.some((tenant) => tenant.tenantId === id)).sort()).toEqual(
              expected.sort(),
            );
          }
          checkEqualities(await money());
        }
        for (const tenant of known) {
          const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.tenantId));
          expect(row!.fullName).toBe(tenant.fullName);
          const entries = await db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.objectId, tenant.tenantId), eq(auditLog.action, 'ERASE')));
          expect(entries).toHaveLength(row!.personalDataErasedAt ? 1 : 0);
          if (!tenant.dueOn) expect(row!.personalDataErasedAt).toBeNull();
        }
      }),
      { numRuns: 6 },
    );
  });
});
