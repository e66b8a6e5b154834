import { periodsDue } from './job/issue';
import { invoiceStatus, outstandingPaise } from './status';

describe('the invoice status rule', () => {
  const invoice = { totalPaise: 10_000, paidPaise: 0, dueDate: '2026-03-10' };

  it('is UNPAID, PARTIAL and PAID by the payments up to the due date', () => {
    expect(invoiceStatus(invoice, '2026-03-10')).toBe('UNPAID');
    expect(invoiceStatus({ ...invoice, paidPaise: 1 }, '2026-03-10')).toBe('PARTIAL');
    expect(invoiceStatus({ ...invoice, paidPaise: 10_000 }, '2026-03-10')).toBe('PAID');
  });

  it('is OVERDUE the day after the due date while anything is outstanding', () => {
    expect(invoiceStatus(invoice, '2026-03-11')).toBe('OVERDUE');
    expect(invoiceStatus({ ...invoice, paidPaise: 9_999 }, '2026-03-11')).toBe('OVERDUE');
    expect(invoiceStatus({ ...invoice, paidPaise: 10_000 }, '2027-01-01')).toBe('PAID');
  });

  it('never counts less than nothing outstanding', () => {
    expect(outstandingPaise({ totalPaise: 100, paidPaise: 30 })).toBe(70);
    expect(outstandingPaise({ totalPaise: 100, paidPaise: 100 })).toBe(0);
  });
});

describe('the billing periods owed', () => {
  const starts = (startDate: string, last: string | null, today: string) =>
    periodsDue(startDate, last, today).map((period) => period.start);

  it('owes the first period on the assignment day and one on each billing day after', () => {
    expect(starts('2026-01-15', null, '2026-01-14')).toEqual([]);
    expect(starts('2026-01-15', null, '2026-01-15')).toEqual(['2026-01-15']);
    expect(starts('2026-01-15', '2026-01-15', '2026-02-14')).toEqual([]);
    expect(starts('2026-01-15', '2026-01-15', '2026-03-20')).toEqual(['2026-02-15', '2026-03-15']);
  });

  it('bills a tenant assigned on the 31st on each month’s last day where the 31st is missing', () => {
    expect(starts('2026-01-31', '2026-01-31', '2026-06-01')).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(periodsDue('2026-01-31', '2026-01-31', '2026-02-28')).toEqual([
      { start: '2026-02-28', end: '2026-03-30' },
    ]);
  });

  it('bills the 29th of February in a leap year and the 28th in others', () => {
    expect(starts('2027-12-29', '2027-12-29', '2028-03-01')).toEqual(['2028-01-29', '2028-02-29']);
    expect(starts('2026-12-30', '2026-12-30', '2027-03-01')).toEqual(['2027-01-30', '2027-02-28']);
    expect(starts('2028-02-29', null, '2029-03-01')).toHaveLength(13);
  });

  it('crosses the year end', () => {
    expect(starts('2026-11-30', '2026-11-30', '2027-01-30')).toEqual(['2026-12-30', '2027-01-30']);
  });
});
