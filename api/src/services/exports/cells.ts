// How a CSV export writes its cells (issue 26): amounts in rupees with two decimals, exact from
// paise; text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) written as text;
// digits that a spreadsheet would turn into a number and change (a reference, a UTR) kept as text.
// The two rules agree: the one formula a cell of ours ever starts with is ="<digits>", written here
// for a value of digits only; any other text starting with = is escaped (docs/exports.md).
import { rupeesDecimal } from '../money';

/** 1234567 paise -> '12345.67'; -5 -> '-0.05' (the money module's integer arithmetic: no float rounding). */
export const rupeesCell = (paise: number | string | bigint): string => rupeesDecimal(paise);

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Digits only, which a spreadsheet opening the file would change: a leading zero dropped
 * ('0000412345678901' -> 412345678901), or 12 digits and more shown as 4.12346E+11 (Excel's General
 * format shows 11 digits) and past 15 digits rounded.
 */
const DIGITS_A_SPREADSHEET_CHANGES = /^(?:0\d+|\d{12,})$/;

/**
 * A text cell: digits a spreadsheet would change are written as the formula ="<digits>", which
 * Excel and Google Sheets show as the text itself; a leading formula character is escaped with a
 * quote (OWASP "CSV injection").
 */
export function textCell(value: string | null | undefined): string {
  const text = value ?? '';
  if (DIGITS_A_SPREADSHEET_CHANGES.test(text)) return `="${text}"`;
  return FORMULA_START.test(text) ? `'${text}` : text;
}
