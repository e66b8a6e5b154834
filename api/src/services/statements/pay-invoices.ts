// One credit paying several invoices oldest first (issue 39): a claim covering several invoices, or
// a note naming them (`INV-2026-000020,000021,000022`). Each invoice gets a payment of what it owes
// (at most what is left of the credit) and a MATCHED line; what the credit leaves is an UNMATCHED
// remainder line. Parts number the pieces of one credit (the ledger's references `UTR`, `UTR/2`…).
// Locks: LOCK_ORDER (db/lock-order.ts); the caller holds every invoice's lock.
import type { InvoiceRow, statementLines } from '../../db/schema';
import type { AccessScope } from '../access';
import type { Executor } from '../../db/client';
import { formatINR } from '@pgportal/contracts/format';
import { toRupees } from '../money';
import { payFromCredit, remainderLine, type CreditToApply } from './apply';
import { locksTaken } from '../../db/lock-order';

locksTaken('invoice', 'sequence', 'totals');

type NewLine = typeof statementLines.$inferInsert;

export interface PaidInvoices {
  paymentIds: string[];
  invoiceNumbers: string[];
  lines: NewLine[];
  leftPaise: number;
  says: string;
}

const rupees = (paise: number) => formatINR(toRupees(paise));

export async function payInvoices(
  tx: Executor,
  scope: AccessScope,
  credit: CreditToApply,
  oldestFirst: InvoiceRow[],
  today: string,
  firstPart = 1,
): Promise<PaidInvoices> {
  const paid: PaidInvoices = {
    paymentIds: [],
    invoiceNumbers: [],
    lines: [],
    leftPaise: credit.amountPaise,
    says: '',
  };
  let part = firstPart;
  for (const invoice of oldestFirst) {
    if (paid.leftPaise === 0) break;
    const piece = { ...credit, amountPaise: paid.leftPaise };
    const payment = await payFromCredit(tx, scope, invoice, piece, part, today);
    paid.paymentIds.push(payment.paymentId);
    paid.invoiceNumbers.push(invoice.invoiceId);
    paid.lines.push({
      propertyId: invoice.propertyId,
      lineNumber: credit.lineNumber,
      statementDate: credit.date,
      narration: credit.narration,
      amountPaise: payment.paidPaise,
      reference: credit.reference,
      part,
      status: 'MATCHED',
      invoiceId: invoice.id,
      tenantId: invoice.tenantId,
      paymentId: payment.paymentId,
      importedBy: scope.actorId,
    });
    paid.leftPaise = payment.leftPaise;
    part += 1;
  }
  if (paid.leftPaise > 0 && oldestFirst[0]) {
    paid.lines.push({ ...remainderLine(scope, oldestFirst[0].propertyId, credit, paid.leftPaise), part });
  }
  const left = paid.leftPaise > 0 ? `; ${rupees(paid.leftPaise)} left to place` : '';
  paid.says = `paid ${paid.invoiceNumbers.join(', ')}${left}`;
  return paid;
}
