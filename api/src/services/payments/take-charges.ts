// Pending charges (issue 23): each tenant's next RENT invoice takes every pending charge as a line,
// in the transaction that issues it, exactly once (the charges are locked, and a unique index
// holds one line per charge). A credit never makes an invoice negative: the part the invoice can
// take is billed, the rest stays a new pending charge for the next one. Money in paise.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { charges, invoices, type ChargeRow } from '../../db/schema';
import { writeLines, type NewLine } from './lines';
import { invoiceStatus } from './status';

export interface IssuedRent {
  id: string;
  tenantId: string;
  periodStart: string;
  totalPaise: number;
  dueDate: string;
  /** how many lines the invoice has so far */
  lineCount: number;
}

/** The pending charges of these tenants, locked, oldest first. */
async function pendingOf(tx: Executor, tenantIds: string[]): Promise<ChargeRow[]> {
  const pending: ChargeRow[] = [];
  for (let index = 0; index < tenantIds.length; index += 1000) {
    pending.push(
      ...(await tx
        .select()
        .from(charges)
        .where(
          and(inArray(charges.tenantId, tenantIds.slice(index, index + 1000)), isNull(charges.invoiceId)),
        )
        .orderBy(asc(charges.createdAt), asc(charges.id))
        .for('update')),
    );
  }
  return pending;
}

/**
 * What an invoice of `totalPaise` takes of these charges: every charge, then the credits as far as
 * the total goes (a credit cut short bills its part; `rest` is what stays pending).
 */
export function planCharges(totalPaise: number, pending: Array<Pick<ChargeRow, 'id' | 'amountPaise'>>) {
  const taken: Array<{ id: string; amountPaise: number; restPaise: number }> = [];
  let total = totalPaise;
  for (const charge of pending.filter((row) => row.amountPaise > 0)) {
    taken.push({ id: charge.id, amountPaise: charge.amountPaise, restPaise: 0 });
    total += charge.amountPaise;
  }
  for (const credit of pending.filter((row) => row.amountPaise < 0)) {
    if (total <= 0) break;
    const billed = Math.max(credit.amountPaise, -total);
    taken.push({ id: credit.id, amountPaise: billed, restPaise: credit.amountPaise - billed });
    total += billed;
  }
  return { taken, totalPaise: total };
}

/** Takes each tenant's pending charges onto the earliest of their newly issued RENT invoices. */
export async function takeCharges(tx: Executor, issued: IssuedRent[], today: string): Promise<void> {
  if (!issued.length) return;
  const pending = await pendingOf(tx, [...new Set(issued.map((invoice) => invoice.tenantId))]);
  for (const tenantId of new Set(pending.map((charge) => charge.tenantId))) {
    const ofTenant = pending.filter((charge) => charge.tenantId === tenantId);
    const invoice = issued
      .filter((row) => row.tenantId === tenantId)
      .sort((a, b) => a.periodStart.localeCompare(b.periodStart))[0]!;
    const plan = planCharges(invoice.totalPaise, ofTenant);
    if (!plan.taken.length) continue;
    const lines: NewLine[] = [];
    for (const part of plan.taken) {
      const charge = ofTenant.find((row) => row.id === part.id)!;
      lines.push({
        kind: charge.kind,
        description: charge.description,
        amountPaise: part.amountPaise,
        chargeId: charge.id,
      });
      await tx
        .update(charges)
        .set({ invoiceId: invoice.id, amountPaise: part.amountPaise })
        .where(eq(charges.id, charge.id));
      if (part.restPaise !== 0) {
        await tx.insert(charges).values({
          tenantId,
          kind: charge.kind,
          description: charge.description,
          amountPaise: part.restPaise,
          createdBy: charge.createdBy,
        });
      }
    }
    await writeLines(tx, [{ invoiceId: invoice.id, lines, first: invoice.lineCount }]);
    await tx
      .update(invoices)
      .set({
        totalPaise: plan.totalPaise,
        status: invoiceStatus({ totalPaise: plan.totalPaise, paidPaise: 0, dueDate: invoice.dueDate }, today),
      })
      .where(eq(invoices.id, invoice.id));
  }
}
