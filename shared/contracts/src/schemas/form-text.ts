// Numbers typed into a form arrive as text (a form's fields, a multipart body's parts); the API's
// JSON clients send numbers. One reading of both for every numeric rule.

/**
 * Plain decimal notation only: digits, then a point and digits. `Number()` alone would also read
 * '0x64' (100), '0b11', '1e3', '10.' and '.5', which nobody types as an amount or a reading.
 */
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A form's text as a number: blank is missing (undefined, so the rule says it is required); text
 * not in plain decimal notation is NaN (the rule says what to type); a number passes as it is.
 */
export const numberFromText = (value: unknown) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return PLAIN_DECIMAL.test(text) ? Number(text) : Number.NaN;
};
