// Credits a pro-rated move to a cheaper bed leaves: the tenant's next RENT invoice takes them off,
// each once (rent_credits.invoiceId names that invoice). Run inside the issuing transaction.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, rentCredits } from '../../db/schema';
import { invoiceStatus } from './status';

export interface IssuedRent {
  id: string;
  tenantId: string;
  periodStart: string;
  totalPaise: number;
  dueDate: string;
}

/**
 * Takes each tenant's open credits off the earliest of their newly issued RENT invoices: at most
 * its total; what is left stays a credit (a new row, so each row is taken once and whole).
 */
export async function takeCredits(tx: Executor, issued: IssuedRent[], today: string): Promise<void> {
  if (!issued.length) return;
  const tenantIds = [...new Set(issued.map((invoice) => invoice.tenantId))];
  const open: Array<typeof rentCredits.$inferSelect> = [];
  for (let index = 0; index < tenantIds.length; index += 1000) {
    open.push(
      ...(await tx
        .select()
        .from(rentCredits)
        .where(
          and(
            inArray(rentCredits.tenantId, tenantIds.slice(index, index + 1000)),
            isNull(rentCredits.invoiceId),
          ),
        )
        .orderBy(rentCredits.id)
        .for('update')),
    );
  }
  for (const tenantId of new Set(open.map((credit) => credit.tenantId))) {
    const credits = open.filter((credit) => credit.tenantId === tenantId);
    const invoice = issued
      .filter((row) => row.tenantId === tenantId)
      .sort((a, b) => a.periodStart.localeCompare(b.periodStart))[0]!;
    const owed = credits.reduce((sum, credit) => sum + credit.amountPaise, 0);
    const taken = Math.min(owed, invoice.totalPaise);
    const totalPaise = invoice.totalPaise - taken;
    await tx
      .update(invoices)
      .set({
        totalPaise,
        status: invoiceStatus({ totalPaise, paidPaise: 0, dueDate: invoice.dueDate }, today),
      })
      .where(eq(invoices.id, invoice.id));
    await tx
      .update(rentCredits)
      .set({ invoiceId: invoice.id })
      .where(
        inArray(
          rentCredits.id,
          credits.map((credit) => credit.id),
        ),
      );
    if (owed > taken) {
      await tx
        .insert(rentCredits)
        .values({ tenantId, amountPaise: owed - taken, note: 'The rest of a credit' });
    }
  }
}
