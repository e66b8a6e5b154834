// The one shape every waiting kind's query answers (read.ts), and what they share.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** At most this many of each kind, the oldest first; the count beside them is exact. */
export const ITEMS_PER_KIND = 20;

export interface Row {
  id: string;
  propertyId: string;
  propertyName: string;
  tenantId: string | null;
  tenantName: string | null;
  at: Date | string;
  amountPaise: number | string | null;
  reference: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  total: number | string;
}

/** The kind's exact count beside each row. */
export const total = sql<number>`count(*) over ()`.mapWith(Number);

export type Query = (
  db: Executor,
  inScope: (column: AnyColumn) => SQL,
  today: string,
  now: Date,
) => Promise<Row[]>;
