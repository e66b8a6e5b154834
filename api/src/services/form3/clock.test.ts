import { form3DueAt, hoursLeft, indiaTime } from './clock';

describe('the Form III clock', () => {
  it('is due 24 hours later, across midnight and a UTC date boundary, read in India time', () => {
    // 23:30 IST on 29 Nov is 18:00 UTC the same day
    const arrival = new Date('2026-11-29T23:30:00+05:30');
    const due = form3DueAt(arrival);
    expect(due.toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(indiaTime(due)).toBe('30 Nov 2026, 23:30 IST');
    // 02:00 IST on 1 Dec is still 30 Nov in UTC
    const departure = new Date('2026-12-01T02:00:00+05:30');
    expect(departure.toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(indiaTime(form3DueAt(departure))).toBe('2 Dec 2026, 02:00 IST');
    // the last day of a year
    expect(indiaTime(form3DueAt(new Date('2026-12-31T23:59:00+05:30')))).toBe('1 Jan 2027, 23:59 IST');
  });

  it('counts whole hours left, and overdue hours as negative', () => {
    const due = new Date('2026-11-30T18:00:00Z');
    expect(hoursLeft(due, new Date('2026-11-30T05:30:00Z'))).toBe(12);
    expect(hoursLeft(due, new Date('2026-11-30T17:59:00Z'))).toBe(0);
    expect(hoursLeft(due, new Date('2026-11-30T18:30:00Z'))).toBe(-1);
  });
});
