import {
  formatComplaintDate,
  formatDate,
  formatDayMonthYear,
  parseDate,
  toApiDate,
  todayApiDate,
} from './dates';

describe('formatDate', () => {
  it("shows 'MMM dd yyyy'", () => {
    expect(formatDate('2026-11-05')).toBe('Nov 05 2026');
    expect(formatDate(new Date(2026, 0, 31))).toBe('Jan 31 2026');
  });

  it('treats YYYY-MM-DD as a calendar date without a time-zone shift', () => {
    const date = parseDate('2026-03-01');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(1);
  });

  it('reads ISO timestamps in local time', () => {
    const local = new Date(2026, 10, 5, 14, 30);
    expect(formatDate(local.toISOString())).toBe('Nov 05 2026');
    expect(formatDate(local.getTime())).toBe('Nov 05 2026');
  });

  it('gives empty text for invalid or empty dates', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('1')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate(new Date('nope'))).toBe('');
  });
});

describe('formatComplaintDate', () => {
  it('shows day, short month and year', () => {
    expect(formatComplaintDate('2026-11-05')).toBe('5 Nov 2026');
    expect(formatComplaintDate(new Date(2025, 11, 25, 23, 59))).toBe('25 Dec 2025');
  });

  it('gives empty text when invalid', () => {
    expect(formatComplaintDate('2026-13-01')).toBe('');
    expect(formatComplaintDate(undefined)).toBe('');
  });
});

describe('formatDayMonthYear', () => {
  it("reads '25 Nov 2026', as invoice PDFs show dates", () => {
    expect(formatDayMonthYear('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDayMonthYear('2026-01-05')).toBe('5 Jan 2026');
  });
  it('gives empty text when invalid', () => {
    expect(formatDayMonthYear('2026-02-30')).toBe('');
    expect(formatDayMonthYear(null)).toBe('');
  });
});

describe('toApiDate', () => {
  it('sends YYYY-MM-DD for the local calendar day', () => {
    expect(toApiDate(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
    expect(toApiDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(toApiDate('2026-07-09')).toBe('2026-07-09');
  });

  it('gives empty text when invalid', () => {
    expect(toApiDate(new Date(Number.NaN))).toBe('');
    expect(toApiDate('')).toBe('');
  });

  it('gives today', () => {
    expect(todayApiDate(new Date('2024-02-29T06:30:00Z'))).toBe('2024-02-29');
    // the day in India, as the server counts it: 19:00 UTC is already the next day there
    expect(todayApiDate(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
    expect(todayApiDate(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
  });
});
