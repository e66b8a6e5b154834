import { parseStatementAmount, parseStatementDate } from './cells';

describe('statement cells', () => {
  it.each([
    ['05/11/2026', '2026-11-05'],
    ['5/11/26', '2026-11-05'],
    ['05-11-2026', '2026-11-05'],
    ['05.11.2026', '2026-11-05'],
    ['05-Nov-2026', '2026-11-05'],
    ['05 Nov 2026', '2026-11-05'],
    ['5 November 26', '2026-11-05'],
    ['2026-11-05', '2026-11-05'],
    ['05/11/2026 10:32:01', '2026-11-05'],
  ])('reads the date %s as %s', (text, iso) => {
    expect(parseStatementDate(text, 4, 'Txn Date')).toBe(iso);
  });

  it.each(['31/02/2026', '11/31/2026', 'yesterday', '05-Foo-2026', '2026/11/05'])(
    'refuses the date %s naming the line and column',
    (text) => {
      expect(() => parseStatementDate(text, 7, 'Txn Date')).toThrow(`Line 7, column 'Txn Date': '${text}'`);
    },
  );

  it.each([
    ['1,234.50', 123450],
    ['₹1,234.50', 123450],
    ['₹ 1,23,456.00', 12345600],
    ['INR 75', 7500],
    ['Rs. 99.9', 9990],
    ['500.00 Cr', 50000],
    ['0.01', 1],
  ])('reads the amount %s as %i paise', (text, paise) => {
    expect(parseStatementAmount(text, 3, 'Credit')).toBe(paise);
  });

  it.each(['', '-', '0.00', '0'])('reads %p as no credit (a debit line)', (text) => {
    expect(parseStatementAmount(text, 3, 'Credit')).toBeNull();
  });

  it.each(['1.234,50', '12O0', '1.2.3', '-500', '12.345'])('refuses the amount %s', (text) => {
    expect(() => parseStatementAmount(text, 9, 'Deposit Amt.')).toThrow(`Line 9, column 'Deposit Amt.'`);
  });
});
