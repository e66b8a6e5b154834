import { formatName, initials } from './names';

describe('formatName', () => {
  it('capitalises each word and lower-cases the rest', () => {
    expect(formatName('ravi kumar SHARMA')).toBe('Ravi Kumar Sharma');
    expect(formatName('PRIYA')).toBe('Priya');
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
