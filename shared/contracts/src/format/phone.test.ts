import { formatPhone, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('stores an Indian number as its 10 digits, whatever was typed around them', () => {
    for (const typed of [
      '9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '+919876543210',
      '098765 43210',
      '91 9876543210',
      '0091 98765 43210',
      ' (98765) 43210 ',
    ]) {
      expect(normalisePhone(typed)).toBe('9876543210');
    }
  });
  it('keeps the digits and the + of any other number', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('12345')).toBe('12345');
  });
  it('gives empty text for nothing', () => {
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone(null)).toBe('');
    expect(normalisePhone(undefined)).toBe('');
  });
});

describe('formatPhone', () => {
  it("shows an Indian number as '98765 43210'", () => {
    expect(formatPhone('9876543210')).toBe('98765 43210');
    expect(formatPhone('+91 98765-43210')).toBe('98765 43210');
  });
  it('shows any other number as stored', () => {
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });
  it('gives empty text for nothing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});
