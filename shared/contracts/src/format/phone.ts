// Phone numbers (SPEC §1): stored in one form and shown in one form. An Indian number is stored as
// its 10 digits, whatever the person typed ('+91 98765-43210', '098765 43210', '919876543210'),
// and shown as '98765 43210'. Any other number keeps its digits and a leading '+'. A guardian's
// landline with its STD code is kept and shown as typed (issue 42).

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

/**
 * An Indian landline typed with its STD code set apart (issue 42): '080-2345 6789', '(0522) 2345678',
 * '0522 2345678': a leading 0, a 2–4 digit code, then the number; 11 digits in all. A mobile typed
 * with a trunk 0 ('098765 43210', '0 98765 43210') does not set a 2–4 digit code apart, so it stays a mobile.
 */
const LANDLINE = /^(?:\(0\d{2,4}\)\s*|0\d{2,4}[\s-]+)\d[\d\s-]*$/;

export function isLandline(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const typed = value.trim();
  return LANDLINE.test(typed) && typed.replace(/\D/g, '').length === 11;
}

/**
 * A guardian's number: a landline is kept as typed (spaces collapsed), every other number stored
 * as normalisePhone stores it.
 */
export function normaliseContactPhone(value: string | null | undefined): string {
  if (isLandline(value)) return value!.trim().replace(/\s+/g, ' ');
  return normalisePhone(value);
}

/** How a number is shown: '98765 43210' for an Indian number, otherwise as stored; '' for nothing. */
export function formatPhone(value: string | null | undefined): string {
  if (isLandline(value)) return value!.trim().replace(/\s+/g, ' ');
  const stored = normalisePhone(value);
  const indian = /^\d{10}$/.exec(stored);
  return indian ? `${stored.slice(0, 5)} ${stored.slice(5)}` : stored;
}
