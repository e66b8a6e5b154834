// UPI payment links (NPCI's upi://pay): one builder for the API's per-invoice links and QR codes and
// for the tenant's 'everything due' link on the Billing page, so payee, amount and note agree.
import { rupeesDecimal } from './money';

export interface UpiPayee {
  /** the UPI ID (VPA), e.g. sunrisepg@okaxis */
  id: string;
  name: string;
}

/** upi://pay with payee, amount (rupees, 2 decimals), INR and `note` (the invoice number). */
export function upiUri(payee: UpiPayee, amountPaise: number, note: string): string {
  const params = new URLSearchParams({
    pa: payee.id,
    pn: payee.name,
    am: rupeesDecimal(amountPaise),
    cu: 'INR',
    tn: note,
  });
  // UPI apps expect %20 for spaces, not '+'.
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/** UPI apps show (and some cut) the note at about 50 characters. */
export const UPI_NOTE_MAX = 50;

/**
 * The note of one payment of several invoices, naming each: their numbers, the shared
 * 'INV-2026-' written once ('INV-2026-000123,000124'); when that would not fit, the first and
 * how many more ('INV-2026-000123 +7 more').
 */
export function upiNoteFor(invoiceIds: readonly string[]): string {
  const [first, ...rest] = invoiceIds;
  if (!first) return '';
  const prefix = first.slice(0, first.lastIndexOf('-') + 1);
  const sharesPrefix = rest.every((id) => id.startsWith(prefix));
  const note = [first, ...rest.map((id) => (sharesPrefix ? id.slice(prefix.length) : id))].join(',');
  return note.length <= UPI_NOTE_MAX ? note : `${first} +${rest.length} more`;
}
