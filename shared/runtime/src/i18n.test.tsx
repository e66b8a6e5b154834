import { catalogueGaps } from './i18n';

describe('catalogueGaps', () => {
  it('names a key one language has and the other lacks, and empty texts', () => {
    expect(catalogueGaps({ en: { a: 'A', b: 'B' }, hi: { a: 'ए', c: 'सी' } })).toEqual([
      'hi: missing b',
      'hi: extra c',
    ]);
    expect(catalogueGaps({ en: { a: 'A' }, hi: { a: ' ' } })).toEqual(['hi: empty a']);
    expect(catalogueGaps({ en: { a: 'A' } })).toEqual(['hi: missing a']);
  });

  it('finds nothing when both languages have the same keys', () => {
    expect(catalogueGaps({ en: { a: 'A' }, hi: { a: 'ए' } })).toEqual([]);
  });
});
