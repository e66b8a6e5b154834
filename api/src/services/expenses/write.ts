// A property's expenses (issue 26): added to the caller's current property, updated and deleted
// (soft) within their scope, each in one transaction taking the executor first; a bill is stored
// like a legal document (private, its type sniffed from its bytes) and removed after the commit
// that replaced or deleted it (withUploadedFile).
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExpenseUpdateValues, ExpenseValues } from '@pgportal/contracts/schemas';
import type { ExpenseAnswer } from '@pgportal/contracts/responses';
import type { Deps } from '../../deps';
import { expenses, type ExpenseRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { UPLOAD_KINDS, withUploadedFile } from '../files/uploads';
import type { UploadedFile } from '../../http/multipart';
import { toPaise } from '../money';
import { expenseInScope, presentExpense } from './read';

const ACCEPTS: Readonly<Record<string, string>> = UPLOAD_KINDS.expenseBill.accepts;
/** The sniffed type a stored key's extension stands for. */
const mimeOfKey = (key: string) => {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.keys(ACCEPTS).find((mime) => ACCEPTS[mime] === extension) ?? 'application/octet-stream';
};

/** The property an expense is added to: the caller's current one. */
export function currentPropertyFor(scope: AccessScope): string {
  if (!scope.currentPropertyId) throw badRequest(MESSAGES.expenseNoProperty);
  return scope.requireProperty(scope.currentPropertyId, MESSAGES.expenseNoProperty);
}

const columns = (input: ExpenseValues) => ({
  category: input.category,
  amountPaise: toPaise(input.amount),
  spentOn: input.date,
  paymentMode: input.paymentMode,
  paidTo: input.paidTo,
  note: input.note || null,
});

/** What the audit log keeps of an expense row (never the bill's storage key). */
const auditedFields = (row: ExpenseRow) => ({
  category: row.category,
  amountPaise: row.amountPaise,
  spentOn: row.spentOn,
  paymentMode: row.paymentMode,
  paidTo: row.paidTo,
  note: row.note,
  billName: row.billName,
});

/** A file name safe to show: its last path segment, at most 120 characters. */
const billName = (bill: UploadedFile) => (bill.filename.split(/[\\/]/).pop() || 'bill').slice(0, 120);

/** POST /expense/add: an expense of the current property, with its bill when sent. */
export async function addExpense(
  deps: Deps,
  scope: AccessScope,
  input: ExpenseValues,
  bill: UploadedFile | null,
): Promise<ExpenseAnswer> {
  const propertyId = currentPropertyFor(scope);
  return withUploadedFile(deps.uploads, 'expenseBill', bill?.file ?? null, (key) =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(expenses)
        .values({
          propertyId,
          ...columns(input),
          billKey: key,
          billName: key && bill ? billName(bill) : null,
          billType: key ? mimeOfKey(key) : null,
          createdBy: scope.actorId,
        })
        .returning();
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'EXPENSE',
        objectId: row!.id,
        action: 'CREATE',
        propertyId,
        after: { ...columns(input), billName: row!.billName },
      });
      return { result: presentExpense(row!), replacedKey: null };
    }),
  );
}

/** PUT /expense/update/{id}: every field again; a new bill replaces the old one, removeBill drops it. */
export async function updateExpense(
  deps: Deps,
  scope: AccessScope,
  id: string,
  input: ExpenseUpdateValues,
  bill: UploadedFile | null,
): Promise<ExpenseAnswer> {
  return withUploadedFile(deps.uploads, 'expenseBill', bill?.file ?? null, (key) =>
    deps.db.transaction(async (tx) => {
      const expense = await expenseInScope(tx, scope, id, true);
      if (!expense) throw notFound(MESSAGES.expenseNotFound);
      const billColumns = key
        ? { billKey: key, billName: bill ? billName(bill) : null, billType: mimeOfKey(key) }
        : input.removeBill
          ? { billKey: null, billName: null, billType: null }
          : {};
      const [row] = await tx
        .update(expenses)
        .set({ ...columns(input), ...billColumns, updatedAt: new Date() })
        .where(eq(expenses.id, expense.id))
        .returning();
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'EXPENSE',
        objectId: expense.id,
        action: 'UPDATE',
        propertyId: expense.propertyId,
        before: auditedFields(expense),
        after: auditedFields(row!),
      });
      const replaced = key || input.removeBill ? expense.billKey : null;
      return { result: presentExpense(row!), replacedKey: replaced };
    }),
  );
}

/** DELETE /expense/delete/{id}: marked deleted (gone from lists and totals); its bill removed after the commit. */
export async function deleteExpense(deps: Deps, scope: AccessScope, id: string): Promise<void> {
  await withUploadedFile(deps.uploads, 'expenseBill', null, (key) =>
    deps.db.transaction(async (tx) => {
      const expense = await expenseInScope(tx, scope, id, true);
      if (!expense) throw notFound(MESSAGES.expenseNotFound);
      await tx
        .update(expenses)
        .set({ deletedAt: new Date(), billKey: key, billName: null, billType: null })
        .where(eq(expenses.id, expense.id));
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'EXPENSE',
        objectId: expense.id,
        action: 'DELETE',
        propertyId: expense.propertyId,
        before: auditedFields(expense),
      });
      return { result: undefined, replacedKey: expense.billKey };
    }),
  );
}
