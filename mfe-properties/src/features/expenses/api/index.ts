// The Expenses page (issue 26): the month's expenses and totals, their changes, the monthly ones.
export { useExpenses, useRecurringExpenses, type ExpensesQuery } from './get-expenses';
export { useAddExpense, useDeleteExpense, useUpdateExpense, type ExpenseForm } from './save-expense';
export { useAddRecurringExpense, useStopRecurringExpense } from './recurring-expense';
