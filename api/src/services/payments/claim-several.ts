// 'I have paid' for several invoices: one UPI transfer (one UTR) that paid some or all of what the
// tenant owes. The amount is allotted to the oldest invoices first, and each invoice it reaches gets
// a claim row of its part, all sharing the UTR (the one-open-claim and one-UTR-per-invoice rules of
// claims.ts hold per row). Staff confirm or reject each row on its own.
// Locks: LOCK_ORDER (db/lock-order.ts): the invoices in id order, as two claims of overlapping
// invoices must agree.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClaimSeveralValues } from '@pgportal/contracts/schemas';
import { isObjectId } from '@pgportal/contracts/schemas';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Executor } from '../../db/client';
import { databaseRefusal } from '../../db/pg-errors';
import { invoices, type InvoiceRow, type PaymentClaimRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import type { ReceivedFile } from '../files/uploads';
import { toPaise } from '../money';
import { assertClaimable, insertClaimRow } from './claims';
import { outstandingPaise } from './status';
import { locksTaken } from '../../db/lock-order';

locksTaken('invoice', 'invoiceRow');

/** The tenant's own invoices, locked in id order; 404 when any is not theirs (or no invoice). */
async function lockOwnInvoices(tx: Executor, tenantId: string, ids: readonly string[]) {
  if (!ids.every(isObjectId)) throw notFound(MESSAGES.invoiceNotFound);
  const rows = await tx
    .select()
    .from(invoices)
    .where(and(inArray(invoices.id, [...ids]), eq(invoices.tenantId, tenantId)))
    .orderBy(asc(invoices.id))
    .for('update');
  if (rows.length !== ids.length) throw notFound(MESSAGES.invoiceNotFound);
  return rows;
}

const oldestFirst = (a: InvoiceRow, b: InvoiceRow) =>
  a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceId.localeCompare(b.invoiceId);

/** Each invoice's part of `amountPaise`, the oldest paid in full first; invoices it does not reach get none. */
export function allotOldestFirst(rows: readonly InvoiceRow[], amountPaise: number) {
  let left = amountPaise;
  const parts: Array<{ invoice: InvoiceRow; amountPaise: number }> = [];
  for (const invoice of [...rows].sort(oldestFirst)) {
    const part = Math.min(left, outstandingPaise(invoice));
    if (part <= 0) break;
    parts.push({ invoice, amountPaise: part });
    left -= part;
  }
  return parts;
}

async function insertClaims(
  tx: Executor,
  scope: AccessScope,
  input: ClaimSeveralValues,
  screenshot: string | null,
  today: string,
): Promise<PaymentClaimRow[]> {
  const rows = await lockOwnInvoices(tx, scope.actorId, [...new Set(input.invoiceIds)]);
  if (rows.some((invoice) => outstandingPaise(invoice) <= 0)) throw conflict(MESSAGES.invoiceAlreadyPaid);
  const outstanding = rows.reduce((sum, invoice) => sum + outstandingPaise(invoice), 0);
  const amountPaise = input.amount === undefined ? outstanding : toPaise(input.amount);
  if (amountPaise > outstanding) {
    throw badRequest(MESSAGES.claimAmountOverInvoices, { amount: MESSAGES.claimAmountOverInvoices });
  }
  const parts = allotOldestFirst(rows, amountPaise);
  for (const { invoice } of parts) await assertClaimable(tx, invoice.id, input.utr);
  const claims: PaymentClaimRow[] = [];
  for (const part of parts) {
    claims.push(
      await insertClaimRow(tx, part.invoice, {
        utr: input.utr,
        amountPaise: part.amountPaise,
        screenshot,
        claimedOn: today,
      }),
    );
  }
  return claims;
}

/**
 * POST /tenant/my-claims {utr, invoiceIds, amount?}: one claim per invoice the transfer paid, oldest
 * invoice first, in one transaction. Another's invoice 404; a paid one 409; an amount above what the
 * invoices owe 400; a UTR already standing on one of them, or a claim waiting there, 409.
 */
export async function claimSeveral(
  deps: Pick<Deps, 'db' | 'uploads'>,
  scope: AccessScope,
  input: ClaimSeveralValues,
  screenshot: ReceivedFile | null,
  today: string,
): Promise<PaymentClaimRow[]> {
  const key = screenshot ? await deps.uploads.store('paymentScreenshot', screenshot) : null;
  try {
    return await deps.db.transaction((tx) => insertClaims(tx, scope, input, key, today));
  } catch (error) {
    await deps.uploads.remove(key);
    throw databaseRefusal(error) ?? error;
  }
}
