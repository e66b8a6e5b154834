// Electricity no one stayed to share (issue 25's unbilled cost) is the property's own expense
// (issue 26): written in the transaction that closes the period, once per meter reading (a unique
// index); a correction of that reading rewrites it, or removes it when someone now shares the cost.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { expenses, type MeterReadingRow } from '../../db/schema';
import { recordAudit, userActor } from '../audit/record';

export async function recordUnbilledExpense(
  tx: Executor,
  reading: Pick<MeterReadingRow, 'id' | 'propertyId' | 'readingDate'>,
  unbilledPaise: number,
  actorId: string,
): Promise<void> {
  const actor = userActor(actorId);
  if (unbilledPaise <= 0) {
    const removed = await tx
      .update(expenses)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(expenses.meterReadingId, reading.id), isNull(expenses.deletedAt)))
      .returning();
    for (const row of removed) {
      await recordAudit(tx, {
        actor,
        objectType: 'EXPENSE',
        objectId: row.id,
        action: 'DELETE',
        propertyId: row.propertyId,
        before: { category: row.category, amountPaise: row.amountPaise, spentOn: row.spentOn },
      });
    }
    return;
  }
  const [written] = await tx
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
    })
    .returning();
  await recordAudit(tx, {
    actor,
    objectType: 'EXPENSE',
    objectId: written!.id,
    // the upsert: a new row has both timestamps of this transaction, a rewritten one an older creation
    action: written!.createdAt.getTime() === written!.updatedAt.getTime() ? 'CREATE' : 'UPDATE',
    propertyId: written!.propertyId,
    after: {
      category: written!.category,
      amountPaise: written!.amountPaise,
      spentOn: written!.spentOn,
      paidTo: written!.paidTo,
    },
  });
}
