// Issue 27: every key of this app's catalogue exists, non-empty, in English and in Hindi.
import { catalogueGaps } from '@pgportal/runtime/i18n';
import { AUTH_CATALOGUE } from './catalogue';

it('has the same keys in every language', () => {
  expect(catalogueGaps(AUTH_CATALOGUE)).toEqual([]);
});
