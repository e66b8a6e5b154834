// What each entry of the payments ledger is to an accountant (issue 41), written once for every
// reader (reports, the dashboard's totals, the payments CSV). Deposits are not income: an entry on an
// ADVANCE invoice moves the deposit held, never what was collected.
import { sql, type SQL } from 'drizzle-orm';

/** The notes the exit settlement writes on the ADVANCE invoices' entries (services/exits/settle.ts). */
export const DEPOSIT_APPLIED_NOTE = 'Deposit applied to the dues at exit';
export const DEPOSIT_REFUNDED_NOTE = 'Deposit refunded at exit';
/** The note of the entry that pays a due invoice from the deposit: income, collected that day. */
export const PAID_FROM_DEPOSIT_NOTE = 'Paid from the deposit at exit';
/** The notes on a negative exit ADJUSTMENT invoice's entries: the tenant's credit paying dues, or refunded. */
export const CREDIT_APPLIED_NOTE = 'Credit applied to the dues at exit';
export const CREDIT_REFUNDED_NOTE = 'Credit refunded at exit';

export const LEDGER_ENTRY_KINDS = [
  'PAYMENT',
  'REVERSAL',
  'DEPOSIT_RECEIVED',
  'DEPOSIT_REVERSAL',
  'DEPOSIT_APPLIED',
  'DEPOSIT_REFUNDED',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const LEDGER_ENTRY_KIND_LABELS: Record<LedgerEntryKind, string> = {
  PAYMENT: 'Payment',
  REVERSAL: 'Reversal',
  DEPOSIT_RECEIVED: 'Deposit received',
  DEPOSIT_REVERSAL: 'Deposit reversal',
  DEPOSIT_APPLIED: 'Deposit applied to dues',
  DEPOSIT_REFUNDED: 'Deposit refunded',
};

/**
 * The kind of a ledger entry as SQL, from the payment row `pay` and its invoice `invoice` (table
 * aliases). On an ADVANCE invoice only the exit settlement writes a negative entry that reverses
 * nothing: its note tells a refund from the part applied to the dues.
 */
export function ledgerEntryKind(pay: string, invoice: string): SQL {
  const p = sql.raw(pay);
  const i = sql.raw(invoice);
  return sql`case
    when ${i}.type <> 'ADVANCE' then case when ${p}.reverses_payment_id is null then 'PAYMENT' else 'REVERSAL' end
    when ${p}.reverses_payment_id is not null then 'DEPOSIT_REVERSAL'
    when ${p}.amount_paise > 0 then 'DEPOSIT_RECEIVED'
    when ${p}.note = ${DEPOSIT_REFUNDED_NOTE} then 'DEPOSIT_REFUNDED'
    else 'DEPOSIT_APPLIED' end`;
}

/** True for an entry that is income: on any invoice but a deposit's (ADVANCE). */
export const isIncome = (invoice: string): SQL => sql`${sql.raw(invoice)}.type <> 'ADVANCE'`;
