// Staff waive a late fee (issue 23): a negative LATE_FEE line takes the fee off the invoice's
// total, and late_fee_waivers records who, when and why (its key, the fee line, waives it once).
// A fee already paid is not waived: the total would fall below what was paid (reverse first).
// Locks: LOCK_ORDER (db/lock-order.ts): the invoice, then its lines.
import { and, eq, isNotNull, max } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Db } from '../../db/client';
import { databaseRefusal } from '../../db/pg-errors';
import { invoiceLines, invoices, lateFeeWaivers } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { lockInvoice } from './payments';
import { invoiceStatus, outstandingPaise } from './status';
import { locksTaken } from '../../db/lock-order';

locksTaken('invoice', 'invoiceRow', 'totals');

/** POST /payment/invoice/{invoiceId}/late-fees/{lineId}/waive: 404 outside the caller's scope. */
export async function waiveLateFee(
  db: Db,
  scope: AccessScope,
  ids: { invoiceId: string; lineId: string },
  reason: string,
  today: string,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, scope, ids.invoiceId);
      const [fee] = await tx
        .select({ line: invoiceLines, waived: lateFeeWaivers.lineId })
        .from(invoiceLines)
        .leftJoin(lateFeeWaivers, eq(lateFeeWaivers.lineId, invoiceLines.id))
        .where(
          and(
            eq(invoiceLines.id, ids.lineId),
            eq(invoiceLines.invoiceId, invoice.id),
            isNotNull(invoiceLines.lateFeeStep),
          ),
        );
      if (!fee) throw notFound(MESSAGES.lateFeeNotFound);
      if (fee.waived !== null) throw conflict(MESSAGES.lateFeeAlreadyWaived);
      const amountPaise = fee.line.amountPaise;
      if (outstandingPaise(invoice) < amountPaise) throw conflict(MESSAGES.lateFeeAlreadyPaid);
      const [last] = await tx
        .select({ position: max(invoiceLines.position) })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice.id));
      const [credit] = await tx
        .insert(invoiceLines)
        .values({
          invoiceId: invoice.id,
          position: (last?.position ?? -1) + 1,
          kind: 'LATE_FEE',
          description: `Late fee waived: ${reason}`,
          amountPaise: -amountPaise,
        })
        .returning({ id: invoiceLines.id });
      await tx
        .insert(lateFeeWaivers)
        .values({ lineId: fee.line.id, creditLineId: credit!.id, reason, waivedBy: scope.actorId });
      const totalPaise = invoice.totalPaise - amountPaise;
      await tx
        .update(invoices)
        .set({ totalPaise, status: invoiceStatus({ ...invoice, totalPaise }, today), updatedAt: new Date() })
        .where(eq(invoices.id, invoice.id));
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'INVOICE',
        objectId: invoice.id,
        action: 'WAIVE',
        propertyId: invoice.propertyId,
        tenantId: invoice.tenantId,
        before: { totalPaise: invoice.totalPaise, lateFeePaise: amountPaise },
        after: { totalPaise, lateFeePaise: 0, reason },
      });
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}
