// Late fees (issue 23): a property's policy set directly, an invoice's late-fee lines, and the
// equalities every step must keep: total = Σ lines, the kept outstanding = Σ (total − paid).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { invoiceLines, invoices, properties, propertyTotals } from '../src/db/schema';

export async function setPolicy(
  db: Executor,
  propertyId: string,
  policy: {
    policy: 'NONE' | 'FLAT' | 'PER_DAY';
    amountPaise?: number;
    graceDays?: number;
    capPaise?: number;
  },
) {
  await db
    .update(properties)
    .set({
      lateFeePolicy: policy.policy,
      lateFeeAmountPaise: policy.amountPaise ?? 0,
      lateFeeGraceDays: policy.graceDays ?? 0,
      lateFeeCapPaise: policy.capPaise ?? 0,
    })
    .where(eq(properties.id, propertyId));
}

/** The invoice's LATE_FEE lines in order: [step (null for a waiver), paise]. */
export const feeLinesOf = async (db: Executor, invoiceId: string) =>
  (
    await db
      .select({ step: invoiceLines.lateFeeStep, amountPaise: invoiceLines.amountPaise })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.kind, 'LATE_FEE')))
      .orderBy(asc(invoiceLines.position))
  ).map((line) => [line.step, line.amountPaise]);

/** The property's kept outstanding and a fresh sum over its invoices: equal when the totals hold. */
export async function outstandingKeptAndCounted(db: Executor, propertyId: string) {
  const [kept] = await db
    .select({ paise: propertyTotals.outstandingPaise })
    .from(propertyTotals)
    .where(eq(propertyTotals.propertyId, propertyId));
  const [counted] = await db
    .select({ paise: sql<string>`coalesce(sum(${invoices.totalPaise} - ${invoices.paidPaise}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.propertyId, propertyId), ne(invoices.status, 'PAID')));
  return [Number(kept?.paise ?? 0), Number(counted?.paise ?? 0)];
}

/** Invoices whose steps were charged more than once (none, by the unique index). */
export async function stepsChargedTwice(db: Executor): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as twice from (
    select invoice_id, late_fee_step from invoice_lines where late_fee_step is not null
    group by 1, 2 having count(*) > 1) as doubled`)) as { rows: Array<{ twice: number }> };
  return Number(result.rows[0]?.twice ?? 0);
}
