// Issue 45: the retention job under random sequences of tenants settling their exit statement (with
// money paid or still owed), vacating their bed directly without one (no deposit, deposit owed or
// held, rent paid or owed), staying, paying what they owe, and job runs on random days. After every
// step: every invoice is the sum of its ledger, the property's kept totals are the invoices', no
// money row is changed by an erasure (before = after, in paise), names stay, and a tenant is erased
// exactly when they moved out, their money is settled (no invoice with a balance, the deposit's
// ledger entries summing to 0) and the retention period has passed: each once, with one audit entry.
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, invoices, payments, propertyCollections, propertyTotals, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { payInvoices, seatedTenant } from './exits-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { noonOn, runJob, settledTenant, vacatedTenant } from './privacy-erasure-fixtures';

type Step =
  | { kind: 'settle'; payRent: boolean; payDeposit: boolean }
  | { kind: 'vacate'; payRent: boolean; deposit: 'none' | 'unpaid' | 'paid' }
  | { kind: 'stay' }
  | { kind: 'pay'; pick: number; type: 'RENT' | 'ADVANCE' }
  | { kind: 'run'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('settle' as const), payRent: fc.boolean(), payDeposit: fc.boolean() }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('vacate' as const),
      payRent: fc.boolean(),
      deposit: fc.constantFrom('none' as const, 'unpaid' as const, 'paid' as const),
    }),
  },
  fc.record({ kind: fc.constant('stay' as const) }),
  fc.record({
    kind: fc.constant('pay' as const),
    pick: fc.nat(),
    type: fc.constantFrom('RENT' as const, 'ADVANCE' as const),
  }),
  fc.record({ kind: fc.constant('run' as const), days: fc.integer({ min: 0, max: 800 }) }),
);

interface Known {
  tenantId: string;
  /** the first day they may be erased once they left; null while they stay */
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

  /**
   * The tenants whose money is not settled, read from the rows themselves: an invoice whose ledger
   * entries do not sum to its total, or ledger entries on a deposit's (ADVANCE) invoice not summing to 0.
   */
  async function unsettledTenants(): Promise<Set<string>> {
    const rows = await t.database.db
      .select({
        tenantId: invoices.tenantId,
        type: invoices.type,
        total: invoices.totalPaise,
        ledger: sql<string>`coalesce(sum(${payments.amountPaise}), 0)`,
      })
      .from(invoices)
      .leftJoin(payments, eq(payments.invoiceId, invoices.id))
      .groupBy(invoices.id, invoices.tenantId, invoices.type, invoices.totalPaise);
    const held = new Map<string, number>();
    const unsettled = new Set<string>();
    for (const row of rows) {
      if (Number(row.ledger) !== row.total) unsettled.add(row.tenantId);
      if (row.type === 'ADVANCE') held.set(row.tenantId, (held.get(row.tenantId) ?? 0) + Number(row.ledger));
    }
    for (const [tenantId, paise] of held) if (paise !== 0) unsettled.add(tenantId);
    return unsettled;
  }

  it('erases exactly the tenants due, once, and never changes money', async () => {
    const { db } = t.database;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const known: Known[] = [];
        // and last a run past every retention period, so that each sequence is judged when all are due
        for (const action of [...steps, { kind: 'run', days: 800 } satisfies Step]) {
          if (action.kind === 'settle') {
            const settled = await settledTenant(t, admin, action);
            const [row] = await db.select().from(tenants).where(eq(tenants.id, settled.tenantId));
            known.push({ tenantId: settled.tenantId, dueOn: settled.dueOn, fullName: row!.fullName });
          } else if (action.kind === 'vacate') {
            const left = await vacatedTenant(t, admin, action);
            const [row] = await db.select().from(tenants).where(eq(tenants.id, left.tenantId));
            known.push({ tenantId: left.tenantId, dueOn: left.dueOn, fullName: row!.fullName });
          } else if (action.kind === 'stay') {
            const seated = await seatedTenant(t, admin);
            const [row] = await db.select().from(tenants).where(eq(tenants.id, seated.tenantId));
            known.push({ tenantId: seated.tenantId, dueOn: null, fullName: row!.fullName });
          } else if (action.kind === 'pay') {
            const left = known.filter((tenant) => tenant.dueOn);
            const chosen = left[action.pick % Math.max(1, left.length)];
            if (chosen) await payInvoices(t, admin, chosen.tenantId, action.type);
          } else {
            const day = plusDays(today(), action.days);
            const before = await money();
            const unsettled = await unsettledTenants();
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
              .filter((tenant) => tenant.dueOn && tenant.dueOn <= day && !unsettled.has(tenant.tenantId))
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
      {
        numRuns: 6,
        // besides the random ones, one sequence with every way of leaving, each settled or not
        examples: [
          [
            [
              { kind: 'vacate', payRent: true, deposit: 'paid' },
              { kind: 'vacate', payRent: true, deposit: 'none' },
              { kind: 'vacate', payRent: false, deposit: 'none' },
              { kind: 'vacate', payRent: true, deposit: 'unpaid' },
              { kind: 'settle', payRent: true, payDeposit: true },
              { kind: 'run', days: 400 },
              { kind: 'pay', pick: 2, type: 'RENT' },
              { kind: 'pay', pick: 3, type: 'ADVANCE' },
            ],
          ],
        ],
      },
    );
  });
});
