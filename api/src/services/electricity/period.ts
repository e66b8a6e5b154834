// Closing a period (issue 25): the stays in the room, the days, the cost and the shares, each share
// a pending ELECTRICITY charge the tenant's next RENT invoice takes. Runs inside the caller's
// transaction, under its locks (record.ts).
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { formatDate } from '@pgportal/contracts/format';
import type { Executor } from '../../db/client';
import {
  bedAssignments,
  charges,
  electricityShares,
  meterReadings,
  type MeterReadingRow,
} from '../../db/schema';
import { recordAudit, userActor } from '../audit/record';
import { plusDays } from '../calendar';
import { recordUnbilledExpense } from '../expenses/electricity';
import { daysBetween, daysStayed, splitCost, type Period } from './split';

/** The period a reading closes: the day after the previous reading to its own day. */
export const periodOf = (
  previous: Pick<MeterReadingRow, 'readingDate'>,
  reading: Pick<MeterReadingRow, 'readingDate'>,
): Period => ({
  start: plusDays(previous.readingDate, 1),
  end: reading.readingDate,
});

/** The stays of a room that touch the period (a stay ending on its first day does not). */
export async function staysIn(executor: Executor, roomId: string, period: Period) {
  return executor
    .select({
      tenantId: bedAssignments.tenantId,
      startDate: bedAssignments.startDate,
      endDate: bedAssignments.endDate,
    })
    .from(bedAssignments)
    .where(
      and(
        eq(bedAssignments.roomId, roomId),
        lte(bedAssignments.startDate, period.end),
        or(isNull(bedAssignments.endDate), gt(bedAssignments.endDate, period.start)),
      ),
    );
}

export const electricityDescription = (
  roomNumber: string,
  period: Period,
  days: number,
  periodDays: number,
) =>
  `Electricity, room ${roomNumber}, ${formatDate(period.start)} to ${formatDate(period.end)} (${days} of ${periodDays} days)`;

/**
 * Writes the period `reading` closes: units, rate, cost, the shares and their charges; the cost of
 * a period nobody stayed in is recorded as unbilled.
 */
export async function closePeriod(
  tx: Executor,
  context: { roomNumber: string; ratePaise: number; actorId: string },
  previous: MeterReadingRow,
  reading: MeterReadingRow,
): Promise<void> {
  const period = periodOf(previous, reading);
  const periodDays = daysIn(period);
  const units = reading.reading - previous.reading;
  const costPaise = units * context.ratePaise;
  const days = daysStayed(period, await staysIn(tx, reading.roomId, period));
  const shares = splitCost(costPaise, days);
  for (const [tenantId, sharePaise] of shares) {
    const stayed = days.get(tenantId)!;
    const [charge] =
      sharePaise > 0
        ? await tx
            .insert(charges)
            .values({
              tenantId,
              kind: 'ELECTRICITY',
              description: electricityDescription(context.roomNumber, period, stayed, periodDays),
              amountPaise: sharePaise,
              createdBy: context.actorId,
            })
            .returning({ id: charges.id })
        : [];
    if (charge) {
      await recordAudit(tx, {
        actor: userActor(context.actorId),
        objectType: 'CHARGE',
        objectId: charge.id,
        action: 'CREATE',
        propertyId: reading.propertyId,
        tenantId,
        after: {
          kind: 'ELECTRICITY',
          description: electricityDescription(context.roomNumber, period, stayed, periodDays),
          amountPaise: sharePaise,
        },
      });
    }
    await tx
      .insert(electricityShares)
      .values({ readingId: reading.id, tenantId, days: stayed, sharePaise, chargeId: charge?.id ?? null });
  }
  await tx
    .update(meterReadings)
    .set({
      previousId: previous.id,
      units,
      ratePaise: context.ratePaise,
      costPaise,
      unbilledPaise: shares.size ? 0 : costPaise,
    })
    .where(eq(meterReadings.id, reading.id));
  await recordUnbilledExpense(tx, reading, shares.size ? 0 : costPaise, context.actorId);
}

/** Removes the shares of a period and their charges (the caller checked none is billed). */
export async function removeShares(tx: Executor, readingId: string, chargeIds: string[]) {
  await tx.delete(electricityShares).where(eq(electricityShares.readingId, readingId));
  if (chargeIds.length) await tx.delete(charges).where(inArray(charges.id, chargeIds));
}

/** Days in the period, both ends included. */
export const daysIn = (period: Period) => daysBetween(period.start, period.end) + 1;
