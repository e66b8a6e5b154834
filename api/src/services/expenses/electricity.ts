// Electricity no one stayed to share (issue 25's unbilled cost) is the property's own expense
// (issue 26): written in the transaction that closes the period, once per meter reading (a unique
// index); a correction of that reading rewrites it, or removes it when someone now shares the cost.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expenses, type MeterReadingRow } from '../../db/schema';

export async function recordUnbilledExpense(
  tx: Executor,
  reading: Pick<MeterReadingRow, 'id' | 'propertyId' | 'readingDate'>,
  unbilledPaise: number,
  actorId: string,
): Promise<void> {
  if (unbilledPaise <= 0) {
    await tx
      .update(expenses)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(expenses.meterReadingId, reading.id));
    return;
  }
  await tx
    .insert(expenses)
    .values({
      propertyId: reading.propertyId,
      category: 'ELECTRICITY',
      amountPaise: unbilledPaise,
      spentOn: reading.readingDate,
      paymentMode: 'OTHER',
      paidTo: 'Electricity board',
      note: 'Electricity of a period no one stayed in (meter reading)',
      meterReadingId: reading.id,
      createdBy: actorId,
    })
    .onConflictDoUpdate({
      target: expenses.meterReadingId,
      set: {
        amountPaise: unbilledPaise,
        spentOn: reading.readingDate,
        deletedAt: null,
        updatedAt: sql`now()`,
      },
    });
}
