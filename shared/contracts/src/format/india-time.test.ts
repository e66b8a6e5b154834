import { formatIndiaTime, hoursLeftText, hoursUntil } from './india-time';

describe('India time and the hours left', () => {
  it('reads a moment in India time across the UTC date boundary', () => {
    expect(formatIndiaTime('2026-11-30T18:00:00.000Z')).toBe('30 Nov 2026, 23:30 IST');
    expect(formatIndiaTime('2026-11-30T20:30:00.000Z')).toBe('1 Dec 2026, 02:00 IST');
  });

  it('counts the hours left and overdue', () => {
    const due = '2026-11-30T18:00:00.000Z';
    expect(hoursUntil(due, new Date('2026-11-30T05:30:00Z'))).toBe(12);
    expect(hoursLeftText(due, new Date('2026-11-30T05:30:00Z'))).toBe('12 hours left');
    expect(hoursLeftText(due, new Date('2026-11-30T17:30:00Z'))).toBe('less than an hour left');
    expect(hoursLeftText(due, new Date('2026-11-30T18:10:00Z'))).toBe('overdue by 1 hour');
    expect(hoursLeftText(due, new Date('2026-12-01T03:00:00Z'))).toBe('overdue by 9 hours');
  });
});
