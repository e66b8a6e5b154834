// Small helpers around SQL that every service may need.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and would be a SQL error on a uuid column). */
export const isUuid = (value: string) => UUID.test(value);

/** A pattern for ILIKE that matches `text` literally anywhere. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
