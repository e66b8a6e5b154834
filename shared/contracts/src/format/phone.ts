// Phone numbers (SPEC §1): stored in one form and shown in one form. An Indian number is stored as
// its 10 digits, whatever the person typed ('+91 98765-43210', '098765 43210', '919876543210'),
// and shown as '98765 43210'. Any other number keeps its digits and a leading '+'.

/** What people type between digits: spaces, hyphens, dots and brackets. */
const SEPARATORS = /[\s().-]/g;
/** An Indian number with its country code (+91, 0091, 91) or trunk prefix (0). */
const INDIAN = /^(?:\+91|0091|91|0)?(\d{10})$/;

/** The stored form: '9876543210' for an Indian number, '+442079460958' for another; '' for nothing. */
export function normalisePhone(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const compact = value.replace(SEPARATORS, '');
  const indian = INDIAN.exec(compact);
  return indian?.[1] ?? compact;
}

/** How a number is shown: '98765 43210' for an Indian number, otherwise as stored; '' for nothing. */
export function formatPhone(value: string | null | undefined): string {
  const stored = normalisePhone(value);
  const indian = /^\d{10}$/.exec(stored);
  return indian ? `${stored.slice(0, 5)} ${stored.slice(5)}` : stored;
}
