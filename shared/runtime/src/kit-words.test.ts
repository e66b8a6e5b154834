// Issue 27: the kit's words exist in every language, and the labels follow the language given.
import { MESSAGES } from '@pgportal/contracts/messages';
import { catalogueGaps, createCatalogue } from './i18n';
import { KIT_WORDS, kitLabelsOf } from './kit-words';

it('has the same kit words in every language', () => {
  expect(catalogueGaps(KIT_WORDS)).toEqual([]);
});

it('gives the kit its labels in Hindi, the page counter and page-made messages included', () => {
  const { i18n } = createCatalogue('kit-test', KIT_WORDS);
  const t = i18n.getFixedT('hi', 'kit-test') as unknown as (key: string, values?: object) => string;
  const labels = kitLabelsOf(t, 'hi');
  expect(labels.previous).toBe('पिछला');
  expect(labels.pageOf(2, 5)).toBe('5 में से पेज 2');
  expect(labels.close).toBe('बंद करें');
  expect(labels.message(MESSAGES.offline)).toMatch(/^आप ऑफ़लाइन हैं।/);
  expect(kitLabelsOf(t, 'en').message(MESSAGES.offline)).toBe(MESSAGES.offline);
});
