// One rule for "the same transfer" (issue 39), in JavaScript and in the SQL the indexes are built on:
// a reference without the ledger's part suffix (`412345678901/2`, the second invoice one transfer
// paid), surrounding spaces or the leading zeros banks pad with (`0000412345678901`).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function transferKey(reference: string | null | undefined): string | null {
  if (!reference) return null;
  const key = reference.split('/')[0]!.trim().replace(/^0+/, '');
  return key === '' ? null : key;
}

/** transferKey in SQL for a column that may carry a part suffix (payments.reference). */
export const transferKeyOfLedger = (column: AnyPgColumn): SQL<string> =>
  sql<string>`ltrim(split_part(${column}, '/', 1), '0')`;

/** transferKey in SQL for a column without part suffixes (claims' UTRs, statement lines' references). */
export const transferKeyOf = (column: AnyPgColumn): SQL<string> => sql<string>`ltrim(${column}, '0')`;
