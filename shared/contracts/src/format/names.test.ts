import { formatName, initials } from './names';

describe('formatName', () => {
  it('capitalises the first letter of each word', () => {
    expect(formatName('ravi kumar sharma')).toBe('Ravi Kumar Sharma');
    expect(formatName('éva ömer')).toBe('Éva Ömer');
  });

  it('keeps the capitals the user typed', () => {
    expect(formatName('ravi kumar SHARMA')).toBe('Ravi Kumar SHARMA');
    expect(formatName('PRIYA')).toBe('PRIYA');
    expect(formatName('asha (UX) mcDonald')).toBe('Asha (UX) McDonald');
  });

  it('collapses extra spaces', () => {
    expect(formatName('  anita    devi  ')).toBe('Anita Devi');
    expect(formatName('a\tb\nc')).toBe('A B C');
  });

  it('keeps a capital after a hyphen or an apostrophe', () => {
    expect(formatName("mary-jane d'souza")).toBe("Mary-Jane D'Souza");
  });

  it('gives empty text for nothing', () => {
    expect(formatName('')).toBe('');
    expect(formatName('   ')).toBe('');
    expect(formatName(null)).toBe('');
    expect(formatName(undefined)).toBe('');
  });
});

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('ravi kumar sharma')).toBe('RS');
    expect(initials('ravi')).toBe('R');
    expect(initials('')).toBe('');
  });
});
