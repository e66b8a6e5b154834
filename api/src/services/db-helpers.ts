// Small helpers around SQL that every service may need.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and would be a SQL error on a uuid column). */
export const isUuid = (value: string) => UUID.test(value);

/** A pattern for ILIKE that matches `text` literally anywhere. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const TYPED_PHONE = /^\+?[\d\s().-]+$/;

/**
 * What a search box's text is looked for as among tenants (name, e-mail and phone, lower case). A
 * phone number typed as people write it ('+91 98765 43210', '098765-43210', '98765 432') becomes
 * the digits stored (an Indian number is kept as its 10 digits): the country code or trunk 0 goes,
 * and so do the spaces and dashes. Anything else is looked for as typed.
 */
export function tenantSearchPattern(search: string): string {
  const text = search.trim();
  const digits = text.replace(/\D/g, '');
  if (!TYPED_PHONE.test(text) || digits.length < 3) return likePattern(search.toLowerCase());
  const national = text.startsWith('+91')
    ? digits.slice(2)
    : digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return likePattern(national);
}
