// The GST inside a registered property's invoices, for the Tally export (issue 44). The tax is
// inside the amounts the tenant is billed (taxes/gst-classify.ts), so a tax invoice's Sales voucher
// credits each income ledger its line less the line's share of the tax, and the output tax ledgers
// the tax; a credit or debit note moves its tax between them by a Journal (tally-vouchers.ts).
import type { GstNoteReason, InvoiceLineKind } from '@pgportal/contracts/enums';

/** `total` (>= 0) split over `weights` (each > 0) in proportion, exactly: the largest remainders take the paise left. */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export interface LineShare {
  kind: InvoiceLineKind;
  paise: number;
}

/**
 * The part of `taxPaise` inside each line, in proportion to the lines of the tax's sign: never a
 * late fee (its tax is its own note's) nor a deposit (no supply). None such: all of it in rent.
 */
export function taxShares(lines: LineShare[], taxPaise: number): LineShare[] {
  if (taxPaise === 0) return [];
  const sign = Math.sign(taxPaise);
  const taxed = lines.filter(
    (line) => line.kind !== 'LATE_FEE' && line.kind !== 'ADVANCE' && Math.sign(line.paise) === sign,
  );
  if (!taxed.length) return [{ kind: 'RENT', paise: taxPaise }];
  const shares = shareOut(
    Math.abs(taxPaise),
    taxed.map((line) => Math.abs(line.paise)),
  );
  return taxed.map((line, index) => ({ kind: line.kind, paise: sign * shares[index]! }));
}

/** Why a note moves its tax, in a Journal's narration. */
export const NOTE_NARRATION: Record<GstNoteReason, string> = {
  REACHED_90_DAYS: 'the stay reached 90 days within the limit, so its GST is reversed',
  ENDED_BEFORE_90_DAYS: 'the stay ended before 90 days, so GST is payable',
  LATE_FEE: 'GST inside a late fee',
  LATE_FEE_WAIVED: 'the late fee was waived, so its GST is reversed',
  LATE_FEE_EXEMPT: 'the stay reached 90 days within the limit, so the late fee’s GST is reversed',
};
