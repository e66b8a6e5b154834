// GET /stats/: beds, money collected this month and money outstanding, for the caller's current
// property (DESIGN §5), or every property for an admin asking ?scope=all.
import { and, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Stats } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import { beds, invoices, payments, rooms } from '../../db/schema';
import { monthBounds } from '../calendar';
import { toRupees } from '../money';

/** null: every property; else the properties counted. */
export type StatsScope = null | string[];

const inProperties = (column: Parameters<typeof eq>[0], properties: StatsScope): SQL =>
  properties === null ? sql`true` : properties.length ? inArray(column, properties) : sql`false`;

export async function statsOf(db: Executor, properties: StatsScope, today: string): Promise<Stats> {
  const month = monthBounds(today);
  const [bedCounts, collected, due] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        occupied: sql<number>`count(${beds.occupantId})::int`,
      })
      .from(beds)
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .where(
        and(isNull(beds.deletedAt), isNull(rooms.deletedAt), inProperties(rooms.propertyId, properties)),
      ),
    db
      .select({ paise: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
      .from(payments)
      .where(
        and(
          inProperties(payments.propertyId, properties),
          gte(payments.paidAt, month.start),
          lte(payments.paidAt, month.end),
        ),
      ),
    db
      .select({ paise: sql<string>`coalesce(sum(${invoices.totalPaise} - ${invoices.paidPaise}), 0)` })
      .from(invoices)
      .where(and(inProperties(invoices.propertyId, properties), ne(invoices.status, 'PAID'))),
  ]);
  return {
    totalBeds: bedCounts[0]?.total ?? 0,
    occupiedBeds: bedCounts[0]?.occupied ?? 0,
    collectedAmount: toRupees(collected[0]?.paise),
    dueAmount: toRupees(due[0]?.paise),
  };
}
