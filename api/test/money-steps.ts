// Steps the fast-check sequence tests of money share: pay some of an invoice, reverse one payment,
// find a tenant's open stay. Each picks its object with the action's `pick`, as those tests draw it.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { bedAssignments, payments } from '../src/db/schema';
import type { AccessScope } from '../src/services/access';
import { recordPayment, reversePayment } from '../src/services/payments/payments';

interface Owed {
  id: string;
  totalPaise: number;
  paidPaise: number;
}

/**
 * Pays `part` (0–1) of what the invoice still owes, at least a paisa, or all of it when `part` is
 * null (sent without an amount, as the Pay dialog does); answers the paise paid.
 */
export async function payPartOf(
  db: Db,
  scope: AccessScope,
  invoice: Owed,
  part: number | null,
  today: string,
  paymentMode: 'CASH' | 'UPI' = 'CASH',
): Promise<number> {
  const outstanding = invoice.totalPaise - invoice.paidPaise;
  const paise = part === null ? outstanding : Math.max(1, Math.floor(outstanding * part));
  await recordPayment(
    db,
    scope,
    invoice.id,
    { paymentMode, paidAt: today, ...(part === null ? {} : { amount: paise / 100 }) },
    today,
  );
  return paise;
}

/**
 * Reverses the `pick`-th payment not yet reversed among those `where` selects; answers it, or
 * undefined when there is none.
 */
export async function reverseOnePayment(db: Db, scope: AccessScope, where: SQL, pick: number, today: string) {
  const entries = await db.select().from(payments).where(where);
  const reversed = new Set(entries.map((entry) => entry.reversesPaymentId));
  const candidates = entries.filter((entry) => entry.amountPaise > 0 && !reversed.has(entry.id));
  const entry = candidates[pick % Math.max(candidates.length, 1)];
  if (entry) await reversePayment(db, scope, entry.invoiceId, { paymentId: entry.id }, today);
  return entry;
}

/** The bed and room of the tenant's open assignment, if they have one. */
export async function openStayOf(db: Db, tenantId: string) {
  const [stay] = await db
    .select({ bedId: bedAssignments.bedId, roomId: bedAssignments.roomId })
    .from(bedAssignments)
    .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)));
  return stay;
}
