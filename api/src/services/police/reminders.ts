// Reminders of police verifications still to file (issue 45) for the daily digest: each is named
// twice, on the day it is due and on the day after, when it became overdue (India days).
import { and, eq, inArray, isNotNull, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import { formatDayMonthYear, formatName } from '@pgportal/contracts/format';
import type { Executor } from '../../db/client';
import { policeVerifications, properties, tenants } from '../../db/schema';
import { plusDays } from '../calendar';
import { POLICE_LAYOUTS } from './layouts';

export async function policeReminders(
  db: Executor,
  propertyIds: 'all' | string[],
  today: string,
): Promise<string[]> {
  const inScope = (column: AnyColumn) =>
    propertyIds === 'all' ? sql`true` : propertyIds.length ? inArray(column, propertyIds) : sql`false`;
  const yesterday = plusDays(today, -1);
  const rows = await db
    .select({
      tenantName: tenants.fullName,
      propertyName: properties.name,
      dueOn: policeVerifications.dueOn,
      layout: policeVerifications.layout,
    })
    .from(policeVerifications)
    .innerJoin(tenants, eq(tenants.id, policeVerifications.tenantId))
    .innerJoin(properties, eq(properties.id, policeVerifications.propertyId))
    .where(
      and(
        inScope(policeVerifications.propertyId),
        eq(policeVerifications.status, 'TO_FILE'),
        isNull(tenants.deletedAt),
        isNotNull(tenants.bedId),
        or(eq(policeVerifications.dueOn, today), eq(policeVerifications.dueOn, yesterday)),
      ),
    )
    .orderBy(policeVerifications.dueOn, tenants.fullName);
  return rows.map((row) => {
    const layout = POLICE_LAYOUTS.find((one) => one.code === row.layout);
    const where = layout?.portalName ? ` on ${layout.portalName}` : ' at the police station';
    const who = `${formatName(row.tenantName)} at ${row.propertyName}`;
    return row.dueOn === today
      ? `${who}: the police verification is due today (${formatDayMonthYear(row.dueOn)}); file it${where}.`
      : `${who}: the police verification is overdue since ${formatDayMonthYear(row.dueOn)}; file it${where}.`;
  });
}
