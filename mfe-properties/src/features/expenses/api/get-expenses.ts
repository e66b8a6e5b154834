import { API } from '@pgportal/contracts/api-paths';
import type { ExpenseCategory } from '@pgportal/contracts/enums';
import type { ExpenseListAnswer, RecurringExpenseAnswer } from '@pgportal/contracts/responses';
import { PAGE_SIZE, useApiQuery } from '@pgportal/ui/data';

export interface ExpensesQuery {
  /** YYYY-MM */
  month: string;
  category?: ExpenseCategory;
  page: number;
}

/** GET /expense/?month=&category=&page=&limit=: the page's rows and the month's totals. */
export const useExpenses = ({ month, category, page }: ExpensesQuery) =>
  useApiQuery<ExpenseListAnswer>(API.expense.list, { month, category, page, limit: PAGE_SIZE });

/** GET /expense/recurring: the current property's monthly expenses. */
export const useRecurringExpenses = () => useApiQuery<RecurringExpenseAnswer[]>(API.expense.recurring);
