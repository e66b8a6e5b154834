// A property's expenses as the API answers them (issue 26): one month's page of rows, with the
// month's totals over every page (and per category) summed by the database in paise, exactly.
import { and, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { EXPENSE_CATEGORIES } from '@pgportal/contracts/enums';
import type { ExpenseListQuery } from '@pgportal/contracts/schemas';
import type { ExpenseAnswer, ExpenseListAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { expenses, type ExpenseRow } from '../../db/schema';
import { toRupees } from '../money';
import type { AccessScope } from '../access';

/** Where the API is mounted (app.ts): the bill's URL is the checked route under it. */
const API_MOUNT = '/api/v1';

export function presentExpense(row: ExpenseRow): ExpenseAnswer {
  return {
    _id: row.id,
    propertyId: row.propertyId,
    category: row.category,
    amount: toRupees(row.amountPaise),
    date: row.spentOn,
    paymentMode: row.paymentMode,
    paidTo: row.paidTo,
    note: row.note ?? '',
    bill:
      row.billKey && row.billName && row.billType
        ? { url: `${API_MOUNT}${API.expense.bill(row.id)}`, name: row.billName, type: row.billType }
        : null,
    recurringId: row.recurringId,
    meterReadingId: row.meterReadingId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The last day of a YYYY-MM month. */
export function monthEnd(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year!, monthNumber, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

/** Live expenses in scope of `propertyIds` (null: every property) in the month, of the category. */
function monthFilter(propertyIds: readonly string[] | null, query: ExpenseListQuery): SQL {
  const conditions: SQL[] = [
    isNull(expenses.deletedAt),
    gte(expenses.spentOn, `${query.month}-01`),
    lte(expenses.spentOn, monthEnd(query.month)),
  ];
  if (propertyIds) {
    conditions.push(propertyIds.length ? inArray(expenses.propertyId, [...propertyIds]) : sql`false`);
  }
  if (query.category) conditions.push(eq(expenses.category, query.category));
  return and(...conditions)!;
}

export async function listExpenses(
  executor: Executor,
  propertyIds: readonly string[] | null,
  query: ExpenseListQuery,
): Promise<ExpenseListAnswer> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const where = monthFilter(propertyIds, query);
  const [rows, sums] = await Promise.all([
    executor
      .select()
      .from(expenses)
      .where(where)
      .orderBy(desc(expenses.spentOn), desc(expenses.createdAt), desc(expenses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    executor
      .select({
        category: expenses.category,
        paise: sql<string>`coalesce(sum(${expenses.amountPaise}), 0)`,
        rows: count(),
      })
      .from(expenses)
      .where(where)
      .groupBy(expenses.category),
  ]);
  const byCategory = Object.fromEntries(EXPENSE_CATEGORIES.map((category) => [category, 0]));
  let totalPaise = 0n;
  let rowCount = 0;
  for (const sum of sums) {
    byCategory[sum.category] = toRupees(sum.paise);
    totalPaise += BigInt(sum.paise);
    rowCount += Number(sum.rows);
  }
  return {
    month: query.month,
    expenses: rows.map(presentExpense),
    totals: { total: toRupees(totalPaise), count: rowCount, byCategory },
    pagination: { page, limit, total: rowCount, totalPages: Math.max(1, Math.ceil(rowCount / limit)) },
  };
}

/** The live expense `id` of a property in scope, or undefined. */
export async function expenseInScope(executor: Executor, scope: AccessScope, id: string, lock = false) {
  const query = executor
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), isNull(expenses.deletedAt), scope.propertyFilter(expenses.propertyId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
