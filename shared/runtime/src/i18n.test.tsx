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

describe('the language store the catalogues follow', () => {
  it('is imported by its shared name, so every remote follows the one store the shell provides', () => {
    // Module Federation shares '@pgportal/runtime/language' by that name only: a relative import
    // would bundle a store of each remote's own, which a switch made in another app never reaches.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const source: string = require('node:fs').readFileSync(require.resolve('./i18n.tsx'), 'utf8');
    expect(source).toMatch(/from '@pgportal\/runtime\/language'/);
    expect(source).not.toMatch(/from '\.\/language'/);
  });
});
