// Names are shown with each word capitalised (SPEC §1). Only first letters are raised: the rest
// stays as the user typed it ('UX', 'McDonald', 'deSouza'), since lower-casing loses what they meant.
// Forms show the stored name as typed; lists and headers show formatName(name).

function capitalise(word: string): string {
  // Hyphenated and apostrophe names get a capital after the mark too: 'Mary-Jane', "D'Souza".
  return word.replace(
    /(^|[-'’])(\p{L})/gu,
    (_match, mark: string, letter: string) => mark + letter.toLocaleUpperCase('en-IN'),
  );
}

/** 'ravi kumar SHARMA' -> 'Ravi Kumar SHARMA'; 'ux team' -> 'Ux Team'; extra spaces collapsed; '' for nothing. */
export function formatName(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  return value.trim().split(/\s+/u).filter(Boolean).map(capitalise).join(' ');
}

/** Up to two initials for an avatar: 'ravi kumar sharma' -> 'RS', 'ravi' -> 'R'. */
export function initials(value: string | null | undefined): string {
  const words = formatName(value).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
