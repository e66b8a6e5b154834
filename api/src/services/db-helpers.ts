// Small helpers around SQL that every service may need.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and would be a SQL error on a uuid column). */
export const isUuid = (value: string) => UUID.test(value);

/** A pattern for ILIKE that matches `text` literally anywhere. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Whether a database error (or the error drizzle wraps around it) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
