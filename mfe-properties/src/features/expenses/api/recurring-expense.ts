import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { RecurringExpenseAnswer } from '@pgportal/contracts/responses';
import type { RecurringExpenseValues } from '@pgportal/contracts/schemas';
import { useApiMutation } from '@pgportal/ui/data';

/** POST /expense/recurring: the billing job writes it on its day each month. */
export const addRecurringExpense = (body: RecurringExpenseValues) =>
  request<RecurringExpenseAnswer>(API.expense.recurring, { method: 'POST', body });

/** DELETE /expense/recurring/{id}: no more expenses from it. */
export const stopRecurringExpense = (id: string) =>
  request<null>(API.expense.stopRecurring(id), { method: 'DELETE' });

export const useAddRecurringExpense = () =>
  useApiMutation({
    request: addRecurringExpense,
    successMessage: MESSAGES.recurringExpenseAdded,
    revalidates: [API.expense.prefix],
  });

export const useStopRecurringExpense = () =>
  useApiMutation({
    request: stopRecurringExpense,
    successMessage: MESSAGES.recurringExpenseStopped,
    revalidates: [API.expense.prefix],
  });
