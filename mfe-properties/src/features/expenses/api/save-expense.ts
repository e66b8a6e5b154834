import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExpenseAnswer } from '@pgportal/contracts/responses';
import type { ExpenseValues } from '@pgportal/contracts/schemas';
import { useApiMutation } from '@pgportal/ui/data';

export interface ExpenseForm extends ExpenseValues {
  bill?: File;
  /** on update: drop the stored bill */
  removeBill?: boolean;
}

function formOf({ bill, removeBill, amount, ...fields }: ExpenseForm): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value ?? ''));
  body.append('amount', String(amount));
  if (removeBill) body.append('removeBill', 'true');
  if (bill) body.append('bill', bill);
  return body;
}

/** POST /expense/add (multipart, with the bill when chosen). */
export const addExpense = (input: ExpenseForm) =>
  request<ExpenseAnswer>(API.expense.add, { method: 'POST', body: formOf(input) });

/** PUT /expense/update/{id}: every field; a new bill replaces the stored one. */
export const updateExpense = ({ id, ...input }: ExpenseForm & { id: string }) =>
  request<ExpenseAnswer>(API.expense.update(id), { method: 'PUT', body: formOf(input) });

/** DELETE /expense/delete/{id} */
export const deleteExpense = (id: string) => request<null>(API.expense.delete(id), { method: 'DELETE' });

export const useAddExpense = () =>
  useApiMutation({
    request: addExpense,
    successMessage: MESSAGES.expenseAdded,
    revalidates: [API.expense.prefix],
  });

export const useUpdateExpense = () =>
  useApiMutation({
    request: updateExpense,
    successMessage: MESSAGES.expenseUpdated,
    revalidates: [API.expense.prefix],
  });

export const useDeleteExpense = () =>
  useApiMutation({
    request: deleteExpense,
    successMessage: MESSAGES.expenseDeleted,
    revalidates: [API.expense.prefix],
  });
