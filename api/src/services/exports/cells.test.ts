import { rupeesCell, textCell } from './cells';

describe('CSV cells', () => {
  it('writes paise as rupees with two decimals, exactly', () => {
    expect([
      rupeesCell(1_234_567),
      rupeesCell(5),
      rupeesCell(-5),
      rupeesCell(0),
      rupeesCell('90071992547409930'),
    ]).toEqual(['12345.67', '0.05', '-0.05', '0.00', '900719925474099.30']);
  });

  it('escapes text a spreadsheet would run as a formula, and keeps other text as it is', () => {
    expect(textCell('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(['+91 98', '-1', '@SUM(A1)', '\tx', '\rx'].map(textCell)).toEqual([
      "'+91 98",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(textCell('राम कुमार ₹')).toBe('राम कुमार ₹');
    expect(textCell(null)).toBe('');
  });

  it('keeps every digit of a zero-padded reference or a long UTR as text, and other digits as they are', () => {
    expect(['0000412345678901', '412345678901', '007', '919876543210'].map(textCell)).toEqual([
      '="0000412345678901"',
      '="412345678901"',
      '="007"',
      '="919876543210"',
    ]);
    expect(['9876543210', '0', '101', 'UTR123', '4123 4567 8901'].map(textCell)).toEqual([
      '9876543210',
      '0',
      '101',
      'UTR123',
      '4123 4567 8901',
    ]);
  });

  it('writes a formula only for digits: anything else that starts like one is still escaped', () => {
    expect(
      ['="0001"', '="1"&HYPERLINK("http://x")', '=0001', '-0001', '+000412345678901'].map(textCell),
    ).toEqual([`'="0001"`, `'="1"&HYPERLINK("http://x")`, `'=0001`, `'-0001`, `'+000412345678901`]);
  });
});
