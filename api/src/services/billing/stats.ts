// GET /stats/: beds, money collected this month and money outstanding, for the caller's current
// property (DESIGN §5), or every property for an admin asking ?scope=all.
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Stats } from '@pgportal/contracts/types';
import type { Db } from '../../db/client';
import { beds, invoices, payments, rooms } from '../../db/schema';
import { monthBounds } from '../calendar';
import { toRupees } from '../money';

/** null: every property; else the properties counted. */
export type StatsScope = null | string[];

/** One round trip: three scalar sums, each on its own index (DESIGN §5 stats). */
function statsQuery(db: Db, inScope: (column: AnyPgColumn) => SQL, monthStart: unknown, monthEnd: unknown) {
  const counted = db.$with('counted').as(
    db
      .select({
        total: sql<number>`count(*)::int`.as('total'),
        occupied: sql<number>`count(${beds.occupantId})::int`.as('occupied'),
      })
      .from(beds)
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .where(and(isNull(beds.deletedAt), isNull(rooms.deletedAt), inScope(rooms.propertyId))),
  );
  const collected = db
    .select({ paise: sql`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(
      and(
        inScope(payments.propertyId),
        sql`${payments.paidAt} >= ${monthStart}`,
        sql`${payments.paidAt} <= ${monthEnd}`,
      ),
    );
  const due = db
    .select({ paise: sql`coalesce(sum(${invoices.totalPaise} - ${invoices.paidPaise}), 0)` })
    .from(invoices)
    .where(and(inScope(invoices.propertyId), ne(invoices.status, 'PAID')));
  return db
    .with(counted)
    .select({
      totalBeds: counted.total,
      occupiedBeds: counted.occupied,
      collected: sql<string>`(${collected})`,
      due: sql<string>`(${due})`,
    })
    .from(counted);
}

// The dashboard asks for one property on every visit: that query is prepared once per database
// handle, so the server does not plan it each time.
const prepared = new WeakMap<Db, ReturnType<typeof prepareOneProperty>>();
const prepareOneProperty = (db: Db) =>
  statsQuery(
    db,
    (column) => eq(column, sql.placeholder('propertyId')),
    sql.placeholder('monthStart'),
    sql.placeholder('monthEnd'),
  ).prepare('stats_of_property');

export async function statsOf(db: Db, properties: StatsScope, today: string): Promise<Stats> {
  const month = monthBounds(today);
  let rows: Array<{ totalBeds: number; occupiedBeds: number; collected: string; due: string }>;
  if (properties?.length === 1) {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepareOneProperty(db)));
    rows = await query.execute({ propertyId: properties[0], monthStart: month.start, monthEnd: month.end });
  } else {
    const inScope = (column: AnyPgColumn): SQL =>
      properties === null ? sql`true` : properties.length ? inArray(column, properties) : sql`false`;
    rows = await statsQuery(db, inScope, month.start, month.end);
  }
  const [row] = rows;
  return {
    totalBeds: Number(row?.totalBeds ?? 0),
    occupiedBeds: Number(row?.occupiedBeds ?? 0),
    collectedAmount: toRupees(row?.collected),
    dueAmount: toRupees(row?.due),
  };
}
