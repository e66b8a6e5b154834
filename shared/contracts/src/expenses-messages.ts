// The messages of a property's expenses (issue 26), spread into MESSAGES (messages.ts).
export const EXPENSES_MESSAGES = {
  expensesFetched: 'Expenses fetched successfully',
  expenseAdded: 'Expense added',
  expenseUpdated: 'Expense updated',
  expenseDeleted: 'Expense deleted',
  expenseNotFound: 'Expense not found',
  expenseBillNotFound: 'This expense has no bill',
  expenseNoProperty: 'Choose a property first: expenses are recorded for the current property.',
  recurringExpensesFetched: 'Monthly expenses fetched successfully',
  recurringExpenseAdded: 'Monthly expense added: the billing job records it on its day each month',
  recurringExpenseStopped: 'Monthly expense stopped',
  recurringExpenseNotFound: 'Monthly expense not found',
} as const;
