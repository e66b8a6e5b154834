// One cell of a bank statement: the dates and amounts SBI, HDFC, ICICI, Axis and Kotak write.
// Amounts with thousands separators or a rupee sign ('1,234.50', '₹1,23,456.00', 'INR 500', '500.00 Cr')
// are read as the number they plainly are; anything else (two decimal marks, letters) is a 400
// naming the line and the column.
import { HttpError } from '../../errors';

/** A statement that cannot be read: 400, nothing recorded. */
export const unreadable = (message: string) => new HttpError(400, message, { code: 'STATEMENT_UNREADABLE' });

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number) => String(value).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
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
  // 05-Nov-2026, 05 Nov 2026, 5 November 26
  match = /^(\d{1,2})[\s/-]([A-Za-z]{3})[A-Za-z]*[\s/-](\d{2}|\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.toLowerCase());
    return month < 0 ? null : isoDate(+match[3]!, month + 1, +match[1]!);
  }
  return null;
}

export function parseStatementDate(text: string, line: number, column: string): string {
  const date = readDate(text);
  if (!date) {
    throw unreadable(
      `Line ${line}, column '${column}': '${text.slice(0, 40)}' is not a date (write it as DD/MM/YYYY).`,
    );
  }
  return date;
}

/** The credit in paise; null when the cell holds none (a debit line). */
export function parseStatementAmount(text: string, line: number, column: string): number | null {
  const value = text
    .replace(/₹|INR|Rs\.?/gi, '')
    .replace(/\s*\(?Cr\)?\.?$/i, '')
    .replace(/[\s,]/g, '');
  if (value === '' || value === '-' || /^0+(\.0+)?$/.test(value)) return null;
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) {
    throw unreadable(
      `Line ${line}, column '${column}': '${text.slice(0, 40)}' is not an amount (write it like 1234.50).`,
    );
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
