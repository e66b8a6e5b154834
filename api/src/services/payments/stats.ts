// GET /stats/: beds, money collected this month and money outstanding, for the caller's current
// property (DESIGN §5), or every property for an admin asking ?scope=all. Read from the totals
// that triggers keep per property (schema/totals.ts): one row per property, whatever the size.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Stats } from '@pgportal/contracts/types';
import type { Db } from '../../db/client';
import { propertyCollections, propertyTotals } from '../../db/schema';
import { monthBounds } from '../calendar';
import { toRupees } from '../money';

/** null: every property; else the properties counted. */
export type StatsScope = null | string[];

type StatsRow = {
  totalBeds: string | null;
  occupiedBeds: string | null;
  collected: string | null;
  due: string | null;
};

/** One round trip: the sums of the kept totals of the properties in scope. */
function statsQuery(db: Db, inScope: (column: AnyPgColumn) => SQL, month: unknown) {
  const collected = db
    .select({ paise: sql`sum(${propertyCollections.collectedPaise})` })
    .from(propertyCollections)
    .where(and(inScope(propertyCollections.propertyId), eq(propertyCollections.month, sql`${month}`)));
  return db
    .select({
      totalBeds: sql<string | null>`sum(${propertyTotals.totalBeds})`,
      occupiedBeds: sql<string | null>`sum(${propertyTotals.occupiedBeds})`,
      due: sql<string | null>`sum(${propertyTotals.outstandingPaise})`,
      collected: sql<string | null>`(${collected})`,
    })
    .from(propertyTotals)
    .where(inScope(propertyTotals.propertyId));
}

// The dashboard asks for one property on every visit: that query is prepared once per database
// handle, so the server does not plan it each time.
const prepared = new WeakMap<Db, ReturnType<typeof prepareOneProperty>>();
const prepareOneProperty = (db: Db) =>
  statsQuery(db, (column) => eq(column, sql.placeholder('propertyId')), sql.placeholder('month')).prepare(
    'stats_of_property',
  );

export async function statsOf(db: Db, properties: StatsScope, today: string): Promise<Stats> {
  const month = monthBounds(today).start;
  let rows: StatsRow[];
  if (properties?.length === 1) {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepareOneProperty(db)));
    rows = await query.execute({ propertyId: properties[0], month });
  } else {
    const inScope = (column: AnyPgColumn): SQL =>
      properties === null ? sql`true` : properties.length ? inArray(column, properties) : sql`false`;
    rows = await statsQuery(db, inScope, month);
  }
  const [row] = rows;
  return {
    totalBeds: Number(row?.totalBeds ?? 0),
    occupiedBeds: Number(row?.occupiedBeds ?? 0),
    collectedAmount: toRupees(row?.collected),
    dueAmount: toRupees(row?.due),
  };
}
