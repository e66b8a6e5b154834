// How a bank credit is known again (issue 39), whichever bank's layout or file brought it: by its
// transfer reference as db/transfer-key.ts reads it, by the UPI UTR inside its narration, else by a
// fingerprint of its date, amount, narration and its occurrence among identical lines that day.
import { createHash } from 'node:crypto';
import { transferKey } from '../../db/transfer-key';

/**
 * The 12-digit UPI UTR as banks write it inside a narration: `UPI/412345678901/…`,
 * `UPI-NAME-VPA-IFSC-412345678901-NOTE`, `UPI/CR/412345678901/…`, `BY TRANSFER-UPI/CR/412345678901/…`.
 * Only narrations that say UPI; a 12-digit run that is part of a VPA (`919876543210@ybl`) is a phone.
 */
export function utrOfNarration(narration: string): string | null {
  if (!/UPI/i.test(narration)) return null;
  for (const match of narration.matchAll(/(?<![0-9])[0-9]{12}(?![0-9])/g)) {
    const after = narration[match.index + 12];
    if (after === '@') continue;
    return match[0];
  }
  return null;
}

/** Upper case, every run of spaces and punctuation as one space: the narration as banks vary it. */
export const normalNarration = (narration: string) =>
  narration
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

export interface CreditIdentity {
  /** the UTR from the narration, else the reference column, without leading zeros */
  key: string | null;
  /** every key the credit may already be known by (the UTR and the reference column) */
  keys: string[];
  fingerprint: string;
}

interface IdentifiedCredit {
  date: string;
  narration: string;
  amountPaise: number;
  reference: string | null;
}

/**
 * The identity of each credit of one file, in order. Identical lines of a day (same amount and
 * narration) are told apart by their occurrence: the second `CASH DEPOSIT 5,000` of 29 Nov is
 * another credit, and importing the day again finds the same two.
 */
export function identitiesOf(credits: readonly IdentifiedCredit[]): CreditIdentity[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    const utr = transferKey(utrOfNarration(credit.narration));
    const column = transferKey(credit.reference);
    const keys = [...new Set([utr, column].filter((key): key is string => key !== null))];
    const base = `${credit.date}|${credit.amountPaise}|${normalNarration(credit.narration)}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    const fingerprint = createHash('sha256').update(`${base}|${occurrence}`).digest('base64url').slice(0, 32);
    return { key: utr ?? column, keys, fingerprint };
  });
}

const INVOICE_LIST = /INV-?(\d{4})-?(\d{6})((?:\s*[,;&]\s*(?:INV-?\d{4}-?)?\d{6})*)/gi;

/**
 * The invoice numbers a narration names, in full (`INV-2026-000020, INV-2026-000021`) or in the
 * short form the portal's own pay-everything note writes (`INV-2026-000020,000021,000022`).
 */
export function invoiceNumbersIn(narration: string): string[] {
  const numbers: string[] = [];
  for (const match of narration.matchAll(INVOICE_LIST)) {
    const year = match[1]!;
    numbers.push(`INV-${year}-${match[2]}`);
    for (const more of (match[3] ?? '').matchAll(/(?:INV-?(\d{4})-?)?(\d{6})/gi)) {
      numbers.push(`INV-${more[1] ?? year}-${more[2]}`);
    }
  }
  return [...new Set(numbers)];
}
