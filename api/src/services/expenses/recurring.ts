// Monthly expenses (issue 26): a template of the current property that the billing job turns into
// one expense on its day each month. Once per template and month however often and however
// concurrently the job runs: the unique index (recurring_id, recurring_month) and ON CONFLICT DO NOTHING.
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { RecurringExpenseValues } from '@pgportal/contracts/schemas';
import type { RecurringExpenseAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { expenses, properties, recurringExpenses, type RecurringExpenseRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { SYSTEM_ACTOR, recordAudits } from '../audit/record';
import { toPaise, toRupees } from '../money';
import { currentPropertyFor } from './write';

export function presentRecurring(row: RecurringExpenseRow): RecurringExpenseAnswer {
  return {
    _id: row.id,
    propertyId: row.propertyId,
    category: row.category,
    amount: toRupees(row.amountPaise),
    dayOfMonth: row.dayOfMonth,
    paymentMode: row.paymentMode,
    paidTo: row.paidTo,
    note: row.note ?? '',
    startsOn: row.startsOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /expense/recurring: a monthly expense of the current property. */
export async function addRecurringExpense(
  executor: Executor,
  scope: AccessScope,
  input: RecurringExpenseValues,
): Promise<RecurringExpenseAnswer> {
  const propertyId = currentPropertyFor(scope);
  const [row] = await executor
    .insert(recurringExpenses)
    .values({
      propertyId,
      category: input.category,
      amountPaise: toPaise(input.amount),
      dayOfMonth: input.dayOfMonth,
      paymentMode: input.paymentMode,
      paidTo: input.paidTo,
      note: input.note || null,
      startsOn: input.startsOn,
      createdBy: scope.actorId,
    })
    .returning();
  return presentRecurring(row!);
}

/** GET /expense/recurring: the live monthly expenses of the current property. */
export async function listRecurringExpenses(executor: Executor, scope: AccessScope) {
  const propertyId = currentPropertyFor(scope);
  const rows = await executor
    .select()
    .from(recurringExpenses)
    .where(and(eq(recurringExpenses.propertyId, propertyId), isNull(recurringExpenses.deletedAt)))
    .orderBy(recurringExpenses.dayOfMonth, desc(recurringExpenses.createdAt));
  return rows.map(presentRecurring);
}

/** DELETE /expense/recurring/{id}: no more expenses from it; those it wrote stay. */
export async function stopRecurringExpense(executor: Executor, scope: AccessScope, id: string) {
  const stopped = await executor
    .update(recurringExpenses)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(recurringExpenses.id, id),
        isNull(recurringExpenses.deletedAt),
        scope.propertyFilter(recurringExpenses.propertyId),
      ),
    )
    .returning({ id: recurringExpenses.id });
  if (!stopped.length) throw notFound(MESSAGES.recurringExpenseNotFound);
}

/**
 * The billing job's step: for every live template of a live property whose day of this month has
 * come (and not before it starts), this month's expense, written once. Months the job never ran
 * in are not caught up. Returns how many it wrote.
 */
export async function writeDueRecurringExpenses(tx: Executor, today: string): Promise<number> {
  const month = today.slice(0, 7);
  const day = Number(today.slice(8, 10));
  const due = await tx
    .select({ template: recurringExpenses })
    .from(recurringExpenses)
    .innerJoin(properties, eq(properties.id, recurringExpenses.propertyId))
    .where(
      and(
        isNull(recurringExpenses.deletedAt),
        isNull(properties.deletedAt),
        lte(recurringExpenses.dayOfMonth, day),
        lte(recurringExpenses.startsOn, sql`(${month}::text || '-' || lpad(${recurringExpenses.dayOfMonth}::text, 2, '0'))::date`),
      ),
    );
  if (!due.length) return 0;
  const written = await tx
    .insert(expenses)
    .values(
      due.map(({ template }) => ({
        propertyId: template.propertyId,
        category: template.category,
        amountPaise: template.amountPaise,
        spentOn: `${month}-${String(template.dayOfMonth).padStart(2, '0')}`,
        paymentMode: template.paymentMode,
        paidTo: template.paidTo,
        note: template.note,
        recurringId: template.id,
        recurringMonth: month,
        createdBy: template.createdBy,
      })),
    )
    .onConflictDoNothing({ target: [expenses.recurringId, expenses.recurringMonth] })
    .returning();
  await recordAudits(
    tx,
    written.map((row) => ({
      actor: SYSTEM_ACTOR,
      objectType: 'EXPENSE',
      objectId: row.id,
      action: 'CREATE',
      propertyId: row.propertyId,
      after: {
        category: row.category,
        amountPaise: row.amountPaise,
        spentOn: row.spentOn,
        paymentMode: row.paymentMode,
        paidTo: row.paidTo,
        note: row.note,
        recurringMonth: row.recurringMonth,
      },
    })),
  );
  return written.length;
}
