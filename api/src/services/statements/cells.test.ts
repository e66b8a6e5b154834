import {
  looksLikeDate,
  parseBalance,
  parseStatementAmount,
  parseStatementDate,
  readIndicator,
} from './cells';

describe('statement cells', () => {
  it.each([
    ['29/11/26', '2026-11-29'],
    ['29/11/2026', '2026-11-29'],
    ['29-11-2026', '2026-11-29'],
    ['29-11-26', '2026-11-29'],
    ['29 Nov 2026', '2026-11-29'],
    ['29-Nov-2026', '2026-11-29'],
    ['29-NOV-26', '2026-11-29'],
    ['29/Nov/2026', '2026-11-29'],
    ['05/11/2026', '2026-11-05'],
    ['5/11/26', '2026-11-05'],
    ['05.11.2026', '2026-11-05'],
    ['5 November 26', '2026-11-05'],
    ['2026-11-05', '2026-11-05'],
    ['05/11/2026 10:32:01', '2026-11-05'],
    ['05/11/2026 10:32 AM', '2026-11-05'],
  ])('reads the date %s as %s', (text, iso) => {
    expect(parseStatementDate(text, 4, 'Txn Date')).toBe(iso);
  });

  it.each(['31/02/2026', '11/31/2026', 'yesterday', '05-Foo-2026', '2026/11/05', '29/13/2026', ''])(
    'refuses the date %p naming the line and column',
    (text) => {
      expect(() => parseStatementDate(text, 7, 'Txn Date')).toThrow(`Line 7, column 'Txn Date': '${text}'`);
    },
  );

  it.each([
    ['29/11/26', true],
    ['29-Nov-2026', true],
    ['29 Nov 2026', true],
    ['29/13/2026', true],
    ['12,345.67', false],
    ['1234.50', false],
    ['Opening Balance', false],
    ['', false],
    ['*****', false],
  ])('tells a transaction by its date cell: %p is %p', (text, dated) => {
    expect(looksLikeDate(text)).toBe(dated);
  });

  it.each([
    ['1,234.50', 123450, null],
    ['1234.5', 123450, null],
    ['₹1,234.50', 123450, null],
    ['₹ 1,23,456.00', 12345600, null],
    ['12,34,56,789.00', 1234567890_0, null],
    ['1,234,567.00', 123456700, null],
    ['INR 75', 7500, null],
    ['Rs. 99.9', 9990, null],
    ['0.01', 1, null],
    ['500.00 Cr', 50000, 'cr'],
    ['500.00CR', 50000, 'cr'],
    ['500.00 (Cr)', 50000, 'cr'],
    ['2,000.00 DR', 200000, 'dr'],
    ['2,000.00Dr.', 200000, 'dr'],
    ['-500', 50000, 'dr'],
    ['- 500.00', 50000, 'dr'],
    ['(500.00)', 50000, 'dr'],
    ['+500', 50000, 'cr'],
  ])('reads the amount %s as %i paise, direction %p', (text, paise, direction) => {
    expect(parseStatementAmount(text, 3, 'Credit')).toEqual({ paise, direction });
  });

  it.each(['', '-', '0.00', '0', ' '])('reads %p as no amount', (text) => {
    expect(parseStatementAmount(text, 3, 'Credit')).toBeNull();
  });

  it.each([
    '1e3',
    '0x64',
    '1.2.3',
    '1.234,50',
    '12O0',
    '12.345',
    '1,2,3',
    '12,3456.00',
    '-500 Cr',
    'Cr',
    'NaN',
    'Infinity',
    '12345678901',
  ])('refuses the amount %s naming the line and column', (text) => {
    expect(() => parseStatementAmount(text, 9, 'Deposit Amt.')).toThrow(
      `Line 9, column 'Deposit Amt.': '${text}' is not an amount`,
    );
  });

  it.each([
    ['Cr', 'cr'],
    ['CR', 'cr'],
    ['C', 'cr'],
    ['Credit', 'cr'],
    ['Dr', 'dr'],
    ['DR.', 'dr'],
    ['D', 'dr'],
    ['', null],
    ['X', null],
  ])('reads the indicator %p as %p', (text, direction) => {
    expect(readIndicator(text)).toBe(direction);
  });

  it.each([
    ['10,000.00', null, 1000000],
    ['10,000.00 Cr', null, 1000000],
    ['500.00 Dr', null, -50000],
    ['-500.00', null, -50000],
    ['500.00', 'Dr', -50000],
    ['500.00', 'CR', 50000],
    ['0.00', null, 0],
    ['', null, null],
  ])('reads the balance %p (indicator %p) as %p paise', (text, indicator, paise) => {
    expect(parseBalance(text, indicator, 5, 'Balance')).toBe(paise);
  });
});
