import { billingDayIn, monthBounds, monthlyPeriod, plusDays, today } from './calendar';

describe('calendar', () => {
  it('tells today in India, not UTC', () => {
    expect(today(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(today(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-23');
  });

  it('keeps today until midnight in India, and follows a clock set back', () => {
    jest.useFakeTimers();
    try {
      jest.setSystemTime(new Date('2026-11-23T18:29:59.999Z'));
      expect(today()).toBe('2026-11-23');
      jest.setSystemTime(new Date('2026-11-23T18:30:00.000Z'));
      expect(today()).toBe('2026-11-24');
      jest.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
      expect(today()).toBe('2026-11-23');
      expect(monthBounds(today())).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('makes monthly periods that end the day before the next billing day', () => {
    expect(monthlyPeriod('2026-01-15')).toEqual({ start: '2026-01-15', end: '2026-02-14' });
    expect(monthlyPeriod('2026-01-31')).toEqual({ start: '2026-01-31', end: '2026-02-27' });
    expect(monthlyPeriod('2026-12-01')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(monthlyPeriod('2026-02-28', 31)).toEqual({ start: '2026-02-28', end: '2026-03-30' });
    expect(monthlyPeriod('2026-03-31', 31)).toEqual({ start: '2026-03-31', end: '2026-04-29' });
  });

  it('moves a billing day that a month lacks to its last day', () => {
    expect(billingDayIn(2026, 1, 31)).toBe('2026-02-28');
    expect(billingDayIn(2028, 1, 30)).toBe('2028-02-29');
    expect(billingDayIn(2026, 3, 31)).toBe('2026-04-30');
    expect(billingDayIn(2026, 4, 31)).toBe('2026-05-31');
  });

  it('adds days across month and year ends', () => {
    expect(plusDays('2026-12-29', 5)).toBe('2027-01-03');
  });
});
