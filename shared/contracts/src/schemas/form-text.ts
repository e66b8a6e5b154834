// Numbers typed into a form arrive as text (a form's fields, a multipart body's parts); the API's
// JSON clients send numbers. One reading of both for every numeric rule.

/** A form's text as a number: blank is missing (undefined, so the rule says it is required); a number passes as it is. */
export const numberFromText = (value: unknown) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return typeof value === 'string' ? Number(value.trim()) : value;
};
