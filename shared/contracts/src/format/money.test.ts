import {
  formatINR,
  formatPaise,
  paiseFromText,
  rupeesDecimal,
  rupeesInputText,
  sumRupees,
  toPaise,
  toRupees,
} from './money';

describe('formatINR', () => {
  it('groups rupees the Indian way', () => {
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(12345678)).toBe('₹1,23,45,678');
    expect(formatINR(999)).toBe('₹999');
  });

  it('shows two decimals only when there are paise', () => {
    expect(formatINR(123456.5)).toBe('₹1,23,456.50');
    expect(formatINR(8500.75)).toBe('₹8,500.75');
    expect(formatINR(10.004)).toBe('₹10');
    expect(formatINR(10.005)).toBe('₹10.01');
  });

  it('shows zero and negative amounts', () => {
    expect(formatINR(0)).toBe('₹0');
    expect(formatINR(-0)).toBe('₹0');
    expect(formatINR(-1500)).toBe('-₹1,500');
  });

  it('accepts numeric strings', () => {
    expect(formatINR('2500.50')).toBe('₹2,500.50');
    expect(formatINR('100000')).toBe('₹1,00,000');
  });

  it('gives empty text for missing or non-numeric values', () => {
    expect(formatINR(null)).toBe('');
    expect(formatINR(undefined)).toBe('');
    expect(formatINR('')).toBe('');
    expect(formatINR('abc')).toBe('');
    expect(formatINR(Number.NaN)).toBe('');
    expect(formatINR(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('toPaise and toRupees', () => {
  it('turn rupees into whole paise, whatever the float error of the sum', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1234.5)).toBe(123450);
    expect(toPaise(8500.555)).toBe(850056);
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(0)).toBe(0);
    expect(toPaise(0.004)).toBe(0);
  });

  it('round half a paisa away from zero, the same for debits and credits', () => {
    expect(toPaise(0.005)).toBe(1);
    expect(toPaise(-0.005)).toBe(-1);
    expect(toPaise(-250)).toBe(-25000);
    expect(toPaise(-(0.1 + 0.2))).toBe(-30);
  });

  it('keep large amounts exact', () => {
    expect(toPaise(10_000_000)).toBe(1_000_000_000);
    expect(toPaise(99_999_999_999.99)).toBe(9_999_999_999_999);
    expect(toRupees(9_999_999_999_999)).toBe(99_999_999_999.99);
  });

  it('read database sums as strings or bigints, and nothing as zero', () => {
    expect(toRupees('123450')).toBe(1234.5);
    expect(toRupees(123450n)).toBe(1234.5);
    expect(toRupees(-20000)).toBe(-200);
    expect(toRupees(null)).toBe(0);
    expect(toRupees(undefined)).toBe(0);
  });

  it('go there and back without losing a paisa', () => {
    const amounts = [-1e13, 1e13 - 1, 9_007_199_254_740];
    for (let paise = -200_000; paise <= 200_000; paise += 7) amounts.push(paise);
    for (const paise of amounts) {
      expect([paise, toPaise(toRupees(paise))]).toEqual([paise, paise]);
      expect([paise, paiseFromText(rupeesDecimal(paise))]).toEqual([paise, paise]);
    }
  });
});

describe('sumRupees', () => {
  it('adds as paise', () => {
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees([1234.5, 0.25, -1000])).toBe(234.75);
    expect(sumRupees([])).toBe(0);
  });
});

describe('rupeesDecimal and rupeesInputText', () => {
  it('write paise as plain rupees', () => {
    expect(rupeesDecimal(123450)).toBe('1234.50');
    expect(rupeesDecimal(5)).toBe('0.05');
    expect(rupeesDecimal(-20000)).toBe('-200.00');
    expect(rupeesDecimal(0)).toBe('0.00');
  });
  it('write a field’s amount without needless decimals', () => {
    expect(rupeesInputText(8500)).toBe('8500');
    expect(rupeesInputText(8500.5)).toBe('8500.50');
    expect(rupeesInputText(0.1 + 0.2)).toBe('0.30');
  });
});

describe('paiseFromText', () => {
  it.each([
    ['1234.50', 123450],
    ['1,234.50', 123450],
    ['1,00,000', 10_000_000],
    ['100,000.5', 10_000_050],
    ['₹8,500', 850_000],
    ['-₹250', -25_000],
    ['0.1', 10],
    ['0', 0],
    ['-0', 0],
  ])('reads %s as %i paise', (text, paise) => {
    expect(paiseFromText(text)).toBe(paise);
  });
  it.each(['', '1.005', '8,5', '1,2345', '.5', '10.', '1e3', '0x64', 'abc', '99999999999999999'])(
    'refuses %s',
    (text) => {
      expect(paiseFromText(text)).toBeNull();
    },
  );
});

describe('formatPaise', () => {
  it('prints ₹ with Indian grouping and two decimals, in the reader’s language', () => {
    expect(formatPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(formatPaise(850_000, 'hi')).toBe('₹8,500.00');
    expect(formatPaise(-20_000)).toBe('-₹200.00');
    expect(formatPaise(0)).toBe('₹0.00');
  });
});
