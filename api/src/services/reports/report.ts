// GET /report/monthly and GET /report/trend (issue 26): a month's figures, or the same for each of
// the last N months, read fresh from the ledger, the expenses and the bed assignments (no cache).
// The five figure families run as five aggregate queries, whatever the number of months.
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@pgportal/contracts/enums';
import type { MonthReport } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { toRupees } from '../money';
import {
  bedDays,
  expenseSums,
  invoiceSums,
  ledgerSums,
  stayCounts,
  type MonthRange,
  type ReportProperties,
} from './figures';

const monthStart = (month: string) => `${month}-01`;
const shift = (month: string, by: number) => format(addMonths(parseISO(monthStart(month)), by), 'yyyy-MM');

/** The `count` months ending with `last` (YYYY-MM), oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shift(last, index - count + 1));
}

/** Occupied / available bed-days, a ratio 0..1 rounded to 4 decimals (0 when no bed-day). */
export const occupancyRatio = (occupied: number, available: number) =>
  available > 0 ? Math.round((occupied / available) * 10_000) / 10_000 : 0;

const byMonth = (rows: Array<Record<string, unknown>>, value = 'paise') =>
  new Map(rows.map((row) => [String(row.month), Number(row[value] ?? 0)]));

/** The report of each month in `months` (consecutive, oldest first), as the API answers it. */
export async function reportOfMonths(
  db: Executor,
  properties: ReportProperties,
  months: readonly string[],
  today: string,
): Promise<MonthReport[]> {
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const range: MonthRange = {
    from: monthStart(first),
    to: monthStart(shift(last, 1)),
    last: monthStart(last),
    today,
  };
  const [invoiced, ledger, spent, stays, days] = await Promise.all([
    invoiceSums(db, properties, range),
    ledgerSums(db, properties, range),
    expenseSums(db, properties, range),
    stayCounts(db, properties, range),
    bedDays(db, properties, range),
  ]);
  const invoicedBy = byMonth(invoiced);
  const collectedBy = byMonth(ledger, 'income');
  const depositsInBy = byMonth(ledger, 'deposits_in');
  const depositsRefundedBy = byMonth(ledger, 'deposits_refunded');
  const depositsMovedBy = byMonth(ledger, 'deposits_moved');
  const occupiedBy = byMonth(days, 'occupied');
  const bedsBy = byMonth(days, 'beds');
  const count = (kind: string, month: string) =>
    Number(stays.find((row) => row.kind === kind && row.month === month)?.n ?? 0);

  // What was outstanding at a month's end: the rent and charges invoiced up to then less the income
  // collected up to then (a payment is never dated before its invoice). The deposit held at a
  // month's end: every deposit entry up to then (received, less reversed, applied and refunded).
  let invoicedToDate = invoicedBy.get('before') ?? 0;
  let collectedToDate = collectedBy.get('before') ?? 0;
  let depositsHeld = depositsMovedBy.get('before') ?? 0;
  return months.map((month) => {
    const invoicedPaise = invoicedBy.get(month) ?? 0;
    const collectedPaise = collectedBy.get(month) ?? 0;
    invoicedToDate += invoicedPaise;
    collectedToDate += collectedPaise;
    depositsHeld += depositsMovedBy.get(month) ?? 0;
    const byCategory = Object.fromEntries(EXPENSE_CATEGORIES.map((category) => [category, 0])) as Record<
      ExpenseCategory,
      number
    >;
    let expensesPaise = 0;
    for (const row of spent) {
      if (row.month !== month) continue;
      const paise = Number(row.paise ?? 0);
      byCategory[row.category as ExpenseCategory] = toRupees(paise);
      expensesPaise += paise;
    }
    const occupied = occupiedBy.get(month) ?? 0;
    const available = bedsBy.get(month) ?? 0;
    return {
      month,
      invoiced: toRupees(invoicedPaise),
      collected: toRupees(collectedPaise),
      outstanding: toRupees(invoicedToDate - collectedToDate),
      depositsReceived: toRupees(depositsInBy.get(month) ?? 0),
      depositsRefunded: toRupees(depositsRefundedBy.get(month) ?? 0),
      depositsHeld: toRupees(depositsHeld),
      expenses: toRupees(expensesPaise),
      expensesByCategory: byCategory,
      net: toRupees(collectedPaise - expensesPaise),
      occupancy: occupancyRatio(occupied, available),
      bedDays: available,
      occupiedBedDays: occupied,
      newAdmissions: count('in', month),
      moveOuts: count('out', month),
    };
  });
}

/** GET /report/monthly: one month. */
export async function monthlyReport(
  db: Executor,
  properties: ReportProperties,
  month: string,
  today: string,
): Promise<MonthReport> {
  const [report] = await reportOfMonths(db, properties, [month], today);
  return report!;
}

/** GET /report/trend: the `count` months ending with the current one, oldest first. */
export const reportTrend = (db: Executor, properties: ReportProperties, count: number, today: string) =>
  reportOfMonths(db, properties, monthsEnding(today.slice(0, 7), count), today);
