// Reading payment claims: each invoice's claims as the API shows them, and who may see a screenshot.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentClaim } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import { paymentClaims, type PaymentClaimRow } from '../../db/schema';
import type { AccessScope } from '../access';
import { fileRef } from '../files/uploads';
import { toRupees } from '../money';

export function presentClaim(row: PaymentClaimRow): PaymentClaim {
  return {
    _id: row.id,
    invoice: row.invoiceId,
    utr: row.utr,
    amount: toRupees(row.amountPaise),
    status: row.status,
    screenshot: fileRef(row.screenshot),
    reason: row.reason,
    claimedOn: row.claimedOn,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The claims of these invoices, by invoice, each newest first. */
export async function claimsOf(db: Executor, invoiceIds: string[]): Promise<Map<string, PaymentClaim[]>> {
  const byInvoice = new Map<string, PaymentClaim[]>(invoiceIds.map((id) => [id, []]));
  if (!invoiceIds.length) return byInvoice;
  const rows = await db
    .select()
    .from(paymentClaims)
    .where(inArray(paymentClaims.invoiceId, invoiceIds))
    .orderBy(desc(paymentClaims.createdAt), desc(paymentClaims.id));
  for (const row of rows) byInvoice.get(row.invoiceId)?.push(presentClaim(row));
  return byInvoice;
}

/** Whether the caller may see the screenshot stored under `key`: the tenant who claimed, or staff in scope. */
export async function paymentScreenshotVisible(executor: Executor, scope: AccessScope, key: string) {
  const [row] = await executor
    .select({ id: paymentClaims.id })
    .from(paymentClaims)
    .where(
      and(
        eq(paymentClaims.screenshot, key),
        scope.kind === 'tenant'
          ? eq(paymentClaims.tenantId, scope.actorId)
          : scope.propertyFilter(paymentClaims.propertyId),
      ),
    )
    .limit(1);
  return !!row;
}
