// One cell of a bank statement: the dates and amounts SBI, HDFC, ICICI, Axis and Kotak write.
// Amounts with Indian or western grouping, a rupee sign, a sign or a Cr / Dr suffix ('1,23,456.00',
// '₹500', '-2,000.00', '500.00 Cr', '1,200.00(Dr)') are read as the number they plainly are, with the
// way the money went when the cell says it; anything else ('1e3', '0x64', two decimal marks,
// letters) is a 400 naming the line and the column.
import { HttpError } from '../../errors';
import { paiseFromText } from '../money';

/** A statement that cannot be read: 400, nothing recorded. */
export const unreadable = (message: string) => new HttpError(400, message, { code: 'STATEMENT_UNREADABLE' });

/** The way money went: 'cr' into the account, 'dr' out of it. */
export type Direction = 'cr' | 'dr';

export interface SignedAmount {
  paise: number;
  /** what the cell itself says (a sign or a suffix); null for a plain amount */
  direction: Direction | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number) => String(value).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): string | null {
  const full = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(full, month - 1, day));
  if (date.getUTCFullYear() !== full || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  if (full < 2000 || full > 2100) return null;
  return `${full}-${pad(month)}-${pad(day)}`;
}

function readDate(text: string): string | null {
  const value = text.trim().replace(/\s+\d{1,2}:\d{2}(:\d{2})?(\s*[AP]M)?$/i, '');
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return isoDate(+match[1]!, +match[2]!, +match[3]!);
  // Indian banks write the day first: 05/11/2026, 05-11-26, 05.11.2026
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  if (match) return isoDate(+match[3]!, +match[2]!, +match[1]!);
  // 05-Nov-2026, 05 Nov 2026, 5 November 26, 05/Nov/26
  match = /^(\d{1,2})[\s/-]([A-Za-z]{3})[A-Za-z]*[\s/-](\d{2}|\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.toLowerCase());
    return month < 0 ? null : isoDate(+match[3]!, month + 1, +match[1]!);
  }
  return null;
}

/**
 * A cell shaped like a date (digits, a separator, a day or month, a separator, a year): a line
 * that has one is a transaction, read strictly. Summary rows ('12,345.67', 'Opening Balance') are not.
 */
export const looksLikeDate = (text: string) =>
  /^\d{1,4}[/.\-\s][A-Za-z0-9]{1,9}[/.\-\s]\d{2,4}\b/.test(text.trim());

export function parseStatementDate(text: string, line: number, column: string): string {
  const date = readDate(text);
  if (!date) {
    throw unreadable(
      `Line ${line}, column '${column}': '${text.slice(0, 40)}' is not a date (write it as DD/MM/YYYY).`,
    );
  }
  return date;
}

const SUFFIX = /\(?\s*(cr|dr)\s*\)?\.?$/i;
const GROUPED = /^(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})$/;

/** The amount a cell holds; null when it holds none ('', '-', zero); 'bad' when it is not one. */
export function readAmount(text: string): SignedAmount | null | 'bad' {
  let value = text.replace(/₹|INR|Rs\.?/gi, '').trim();
  if (value === '' || value === '-') return null;
  let direction: Direction | null = null;
  const suffix = SUFFIX.exec(value);
  if (suffix) {
    direction = suffix[1]!.toLowerCase() as Direction;
    value = value.slice(0, suffix.index).trim();
  }
  const sign = /^([+-])\s*/.exec(value) ?? (/^\(.*\)$/.test(value) ? ['(', '-'] : null);
  if (sign) {
    const signed: Direction = sign[1] === '-' ? 'dr' : 'cr';
    if (direction && direction !== signed) return 'bad';
    direction = signed;
    value = sign[0] === '(' ? value.slice(1, -1).trim() : value.slice(sign[0].length);
  }
  if (value === '' || value === '-') return direction ? 'bad' : null;
  const match = /^([\d,]{1,14})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return 'bad';
  const whole = match[1]!;
  if (whole.includes(',') && !GROUPED.test(whole)) return 'bad';
  const digits = whole.replace(/,/g, '');
  if (digits.length > 10) return 'bad';
  const paise = paiseFromText(match[2] === undefined ? digits : `${digits}.${match[2]}`);
  if (paise === null) return 'bad';
  return paise === 0 ? null : { paise, direction };
}

/** An amount cell; null when it holds none. A 400 naming the line and column when it is not one. */
export function parseStatementAmount(text: string, line: number, column: string): SignedAmount | null {
  const amount = readAmount(text);
  if (amount === 'bad') {
    throw unreadable(
      `Line ${line}, column '${column}': '${text.slice(0, 40)}' is not an amount (write it like 1234.50).`,
    );
  }
  return amount;
}

/** A Dr / Cr cell: 'Cr', 'CR', 'C', 'Credit' and 'Dr', 'DR', 'D', 'Debit'; null for anything else. */
export function readIndicator(text: string): Direction | null {
  const value = text.trim().toLowerCase().replace(/\.$/, '');
  if (['cr', 'c', 'credit'].includes(value)) return 'cr';
  if (['dr', 'd', 'debit'].includes(value)) return 'dr';
  return null;
}

/** A balance in paise, negative when overdrawn ('Dr' suffix, a minus, or a Dr in the cell after it). */
export function parseBalance(
  text: string,
  indicatorText: string | null,
  line: number,
  column: string,
): number | null {
  if (/^\s*0+(\.0+)?\s*(cr|dr)?\s*$/i.test(text)) return 0;
  const amount = parseStatementAmount(text, line, column);
  if (!amount) return null;
  const direction = amount.direction ?? (indicatorText === null ? null : readIndicator(indicatorText));
  return direction === 'dr' ? -amount.paise : amount.paise;
}
