// The ledgers of the Tally export (issue 44): which ledger each invoice line posts to, the group and
// type of tax each is created under, and the small helpers that build balanced postings.
import type { InvoiceLineKind } from '@pgportal/contracts/enums';
import type { TallyLedgers } from '@pgportal/contracts/schemas';
import type { GstDutyHead, LedgerGroup, Posting, Voucher, VoucherType } from './tally-xml';

/** A tenant's ledger: their name and the start of their id, so two tenants of one name stay apart. */
export const tenantLedger = (tenantId: string, name: string) => `${name.trim()} (${tenantId.slice(0, 8)})`;

export type LedgerField = Exclude<keyof TallyLedgers, 'company'>;

export const LINE_LEDGER: Record<InvoiceLineKind, LedgerField> = {
  RENT: 'rentIncome',
  MEALS: 'mealsIncome',
  MEAL_CREDIT: 'mealsIncome',
  ELECTRICITY: 'electricityIncome',
  LATE_FEE: 'lateFeeIncome',
  DEDUCTION: 'otherIncome',
  OTHER: 'otherIncome',
  // a deposit billed on another invoice is still held, never income
  ADVANCE: 'deposits',
};

export const GROUP_OF: Record<LedgerField, LedgerGroup> = {
  rentIncome: 'Direct Incomes',
  mealsIncome: 'Direct Incomes',
  electricityIncome: 'Direct Incomes',
  lateFeeIncome: 'Indirect Incomes',
  otherIncome: 'Indirect Incomes',
  deposits: 'Current Liabilities',
  bank: 'Bank Accounts',
  cash: 'Cash-in-Hand',
  outputCgst: 'Duties & Taxes',
  outputSgst: 'Duties & Taxes',
  outputUtgst: 'Duties & Taxes',
};

export const DUTY_HEAD: Partial<Record<LedgerField, GstDutyHead>> = {
  outputCgst: 'Central Tax',
  outputSgst: 'State Tax',
  outputUtgst: 'State Tax',
};

/** Postings summed by ledger, in the order first met, none of 0. */
export function merged(postings: Posting[]): Posting[] {
  const byLedger = new Map<string, number>();
  for (const posting of postings)
    byLedger.set(posting.ledger, (byLedger.get(posting.ledger) ?? 0) + posting.paise);
  return [...byLedger].filter(([, paise]) => paise !== 0).map(([ledger, paise]) => ({ ledger, paise }));
}

/** A voucher of `paise` (> 0) from the debited ledger to the credited one. */
export const pair = (
  type: VoucherType,
  head: Omit<Voucher, 'type' | 'postings'>,
  debit: string,
  credit: string,
  paise: number,
): Voucher => ({
  type,
  ...head,
  postings: [
    { ledger: debit, paise },
    { ledger: credit, paise: -paise },
  ],
});
