// Meal credits (issue 25): days away of at least the property's minimum of consecutive days earn
// mealCost × days / days in that month, per calendar month, as a pending MEAL_CREDIT charge the
// next RENT invoice takes (take-charges.ts). The billing job writes them on or after the last day
// away. Exactly once: a meal_credits row per absence and month (a unique index) is claimed before
// the charge is written, so racing runs write one charge each; the loser's insert waits for the
// winner's commit and then does nothing.
//
// Locks: LOCK_ORDER (db/lock-order.ts): the meal credit (the claim), then the new charge. Days away that have ended are never
// changed any more (a withdrawal stops at the cut-off before the first day).
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { format } from 'date-fns/format';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { parseISO } from 'date-fns/parseISO';
import type { Executor } from '../../db/client';
import { charges, mealCredits, mealOptOuts, properties, type MealOptOutRow } from '../../db/schema';
import { SYSTEM_ACTOR, recordAudit } from '../audit/record';
import { daysBetween } from '../payments/rent-schedule';
import { plusDays } from '../calendar';
import { mealCostOn, mealStayOf, type MealStay } from './stay';
import { locksTaken } from '../../db/lock-order';

locksTaken('record', 'invoiceRow');

/** mealCost × days / daysInMonth, to the nearest paisa (a half paisa up). */
export function mealShare(mealCostPaise: number, days: number, daysInMonth: number): number {
  return Number(
    (2n * BigInt(mealCostPaise) * BigInt(days) + BigInt(daysInMonth)) / (2n * BigInt(daysInMonth)),
  );
}

/**
 * The credit of days away per calendar month (YYYY-MM → paise, ≥ 0): days are grouped by their
 * month and their meal cost (a rent change may change it mid-month), each group rounded once.
 */
export function creditsByMonth(
  stay: Pick<MealStay, 'billingStart' | 'fallbackMealPaise' | 'rows'>,
  from: string,
  to: string,
): Map<string, number> {
  const groups = new Map<string, { month: string; cost: number; days: number }>();
  for (let date = from; date <= to; date = plusDays(date, 1)) {
    const cost = mealCostOn(stay, date);
    const key = `${date.slice(0, 7)} ${cost}`;
    const group = groups.get(key) ?? { month: date.slice(0, 7), cost, days: 0 };
    group.days += 1;
    groups.set(key, group);
  }
  const months = new Map<string, number>();
  for (const { month, cost, days } of groups.values()) {
    const inMonth = getDaysInMonth(parseISO(`${month}-01`));
    months.set(month, (months.get(month) ?? 0) + mealShare(cost, days, inMonth));
  }
  return months;
}

const shown = (date: string) => format(parseISO(date), 'd MMM yyyy');

function description(optOut: MealOptOutRow, month: string): string {
  const from = optOut.fromDate > `${month}-01` ? optOut.fromDate : `${month}-01`;
  const lastOfMonth = `${month}-${String(getDaysInMonth(parseISO(`${month}-01`))).padStart(2, '0')}`;
  const to = optOut.toDate < lastOfMonth ? optOut.toDate : lastOfMonth;
  const days = daysBetween(from, to);
  return `Meal credit: ${days} day${days === 1 ? '' : 's'} away, ${shown(from)} – ${shown(to)}`;
}

/** Writes the credits of every absence that has ended by `today` and has none yet. Returns how many charges. */
export async function creditMealAbsences(tx: Executor, today: string, tenantId?: string): Promise<number> {
  const ended = await tx
    .select({ optOut: mealOptOuts })
    .from(mealOptOuts)
    .innerJoin(properties, eq(properties.id, mealOptOuts.propertyId))
    .where(
      and(
        isNull(mealOptOuts.withdrawnAt),
        lte(mealOptOuts.toDate, today),
        tenantId ? eq(mealOptOuts.tenantId, tenantId) : undefined,
        sql`${mealOptOuts.toDate} - ${mealOptOuts.fromDate} + 1 >= ${properties.mealCreditMinDays}`,
        sql`not exists (select 1 from ${mealCredits} where ${mealCredits.optOutId} = ${mealOptOuts.id})`,
      ),
    );
  let written = 0;
  for (const { optOut } of ended) {
    const stay = await mealStayOf(tx, optOut.tenantId, optOut.fromDate);
    if (!stay) continue;
    for (const [month, paise] of creditsByMonth(stay, optOut.fromDate, optOut.toDate)) {
      const [claim] = await tx
        .insert(mealCredits)
        .values({ optOutId: optOut.id, month })
        .onConflictDoNothing()
        .returning({ id: mealCredits.id });
      if (!claim || paise === 0) continue;
      const [charge] = await tx
        .insert(charges)
        .values({
          tenantId: optOut.tenantId,
          kind: 'MEAL_CREDIT',
          description: description(optOut, month),
          amountPaise: -paise,
          createdBy: optOut.recordedBy,
        })
        .returning({ id: charges.id });
      await tx.update(mealCredits).set({ chargeId: charge!.id }).where(eq(mealCredits.id, claim.id));
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        objectType: 'CHARGE',
        objectId: charge!.id,
        action: 'CREATE',
        propertyId: optOut.propertyId,
        tenantId: optOut.tenantId,
        after: { kind: 'MEAL_CREDIT', description: description(optOut, month), amountPaise: -paise },
      });
      written += 1;
    }
  }
  return written;
}
