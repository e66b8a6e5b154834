import { formatINR } from './money';

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
