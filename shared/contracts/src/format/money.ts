// Money (DESIGN §3, issue 41): stored and added as integer paise, shown as rupees. This is the one
// module that turns rupees into paise and back, and the one that prints them: the API
// (api/src/services/money.ts re-exports it), its PDFs and mails, and the front ends all call it, so
// nothing multiplies or divides by 100 by hand. Indian grouping (SPEC §1, §9): '₹1,23,456.50'.
import type { Language } from '../enums';

/** 1234.5 rupees -> 123450 paise. Rounds half away from zero at the paisa (0.1 + 0.2 -> 30). */
export function toPaise(rupees: number): number {
  const paise = Math.round(Math.abs(rupees) * 100 + Number.EPSILON * 100);
  return rupees < 0 ? -paise : paise;
}

/** 123450 paise -> 1234.5 rupees. A database sum may arrive as a string or a bigint; nothing is 0. */
export function toRupees(paise: number | string | bigint | null | undefined): number {
  if (paise === null || paise === undefined) return 0;
  return Number(paise) / 100;
}

/** Rupee amounts added as paise, so 0.1 + 0.2 is 0.3 and never 0.30000000000000004. */
export function sumRupees(amounts: Iterable<number>): number {
  let paise = 0;
  for (const amount of amounts) paise += toPaise(amount);
  return toRupees(paise);
}

/**
 * Rupees written as decimal text, read exactly into paise (no floating point): '1234.5' -> 123450,
 * '1,234.50' and '1,00,000' (grouped the international or the Indian way), '-₹250' -> -25000.
 * null when the text is not such an amount (more than 2 decimals, a stray comma, '1e3', '.5').
 */
export function paiseFromText(text: string): number | null {
  const match = /^(-?)\s*₹?\s*([\d,]+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole.includes(',') && !GROUPED.test(whole)) return null;
  const paise = Number(whole.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return null;
  return sign && paise ? -paise : paise;
}

/** Digits grouped as people and banks write them: international (100,000) or Indian (1,00,000). */
const GROUPED = /^(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})$/;

/**
 * Paise as plain rupees with two decimals, no grouping: 123450 -> '1234.50', -5 -> '-0.05' (UPI
 * links, CSV cells). Integer arithmetic, so a database sum past 2^53 (a string or a bigint) is exact.
 */
export function rupeesDecimal(paise: number | string | bigint): string {
  const value = BigInt(paise);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Rupees as a person types them in a field: '8500' when whole, '8500.50' otherwise. */
export function rupeesInputText(rupees: number): string {
  const paise = toPaise(rupees);
  return paise % 100 === 0 ? String(paise / 100) : rupeesDecimal(paise);
}

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * Paise as the tenant's mails and every PDF print them: '₹1,23,456.50', a credit '-₹200.00'
 * (always two decimals, Indian grouping, in the reader's language). PDFs can draw ₹ because they
 * embed Noto Sans (api/src/services/pdf/fonts.ts).
 */
export function formatPaise(paise: number, language: Language = 'en'): string {
  const rupees = toRupees(Math.abs(paise)).toLocaleString(LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? '-' : ''}₹${rupees}`;
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A number, a numeric string (as some databases return sums), or nothing. */
export type MoneyValue = number | string | null | undefined;

function toAmount(value: MoneyValue): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Formats rupees for display. Whole amounts (most rents) show no decimals ('₹8,500');
 * amounts with paise always show two decimals ('₹1,23,456.50'), never '₹1,23,456.5'.
 * A missing or non-numeric value gives '' (empty text), like an invalid date.
 */
export function formatINR(value: MoneyValue): string {
  const amount = toAmount(value);
  if (amount === null) return '';
  // Round to paise first so 10.004 reads '₹10' rather than '₹10.00'.
  const paise = toPaise(amount);
  const rounded = toRupees(paise);
  const formatted = paise % 100 === 0 ? wholeRupees.format(rounded) : withPaise.format(rounded);
  return formatted === '-₹0' ? '₹0' : formatted;
}
