// Dates (SPEC §1, §9): sent as YYYY-MM-DD, shown as 'MMM dd yyyy' ('Nov 05 2026'), or as
// day, short month, year on complaints and in invoice PDFs ('5 Nov 2026'). An invalid date shows as empty text.

export type DateValue = Date | string | number | null | undefined;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Reads a date value. 'YYYY-MM-DD' is a calendar date (local midnight, no time-zone shift);
 * other strings are parsed as ISO timestamps; impossible dates (2026-02-30) give null.
 */
export function parseDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return parseDate(new Date(value));
  const text = value.trim();
  const calendar = CALENDAR_DATE.exec(text);
  if (calendar) {
    const [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
    const date = new Date(year, month - 1, day);
    const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
    return exists ? date : null;
  }
  // Only ISO-like timestamps: Date.parse accepts too much (e.g. '1'), which would show nonsense.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  return parseDate(new Date(text));
}

/** 'MMM dd yyyy', e.g. 'Nov 05 2026'; '' for an invalid or empty value. */
export function formatDate(value: DateValue): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${MONTHS[date.getMonth()]} ${pad(date.getDate())} ${date.getFullYear()}`;
}

/** Day, short month, year, e.g. '25 Nov 2026' (complaints, invoice PDFs); '' when invalid. */
export function formatDayMonthYear(value: DateValue): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The complaints' date (SPEC §2): day, short month, year, e.g. '5 Nov 2026'. */
export const formatComplaintDate = formatDayMonthYear;

/** The API's date form 'YYYY-MM-DD' (the local calendar day); '' when invalid. */
export function toApiDate(value: DateValue): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The portal's days are days in India (the server's too), wherever the browser's clock is set. */
const DAY_IN_INDIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in India as 'YYYY-MM-DD' (e.g. the default paid date, which may not be after it). */
export function todayApiDate(now: Date = new Date()): string {
  return DAY_IN_INDIA.format(now);
}

/** Short month and year, e.g. 'Nov 2026' ('Collected in Nov 2026'); '' when invalid. */
export function formatMonthYear(value: DateValue): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A 'YYYY-MM-DD' day moved by `days` (negative: back), e.g. the earliest 'Moved in on'. */
export function addDaysToApiDate(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
