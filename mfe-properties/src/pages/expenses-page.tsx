// /app/expenses (issue 26): the current property's expenses of a month (this month unless chosen),
// a category filter, the month's totals, the table with Edit / Delete and its bills, 'Add expense',
// and the monthly expenses with Stop. It lives with the property (mfe-properties): its books.
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@pgportal/contracts/enums';
import { todayApiDate } from '@pgportal/contracts/format';
import type { ExpenseAnswer } from '@pgportal/contracts/responses';
import {
  Button,
  ConfirmDelete,
  ErrorBoundary,
  LoadFailed,
  Page,
  PageHeader,
  Pager,
  PlusIcon,
  SelectField,
  TextField,
  layout,
  useChosen,
} from '@pgportal/ui';
import { useListParams } from '@pgportal/ui/data';
import { useState } from 'react';
import { useDeleteExpense, useExpenses } from '../features/expenses/api';
import { ExportLink } from '@pgportal/domain';
import { ExpenseDialog } from '../features/expenses/components/expense-dialog';
import { CATEGORY_OPTIONS } from '../features/expenses/components/expense-options';
import { ExpenseTotals } from '../features/expenses/components/expense-totals';
import { ExpensesTable } from '../features/expenses/components/expenses-table';
import { MonthlyExpenses } from '../features/expenses/components/monthly-expenses';

const isMonth = (value: string | undefined): value is string =>
  !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
const isCategory = (value: string | undefined): value is ExpenseCategory =>
  (EXPENSE_CATEGORIES as readonly string[]).includes(value ?? '');

/** The last day of a YYYY-MM month. */
const monthEnd = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
};

function Expenses() {
  // The month, the category and the page live in the URL (a reload or Back keeps them).
  const { page, filters, setPage, setFilter } = useListParams({ filters: ['month', 'category'] });
  const month = isMonth(filters.month) ? filters.month : todayApiDate().slice(0, 7);
  const category = isCategory(filters.category) ? filters.category : undefined;
  const { data, error, isLoading, mutate } = useExpenses({ month, category, page });
  const { chosen: editing, choose: setEditing, dialog: editingDialog } = useChosen<ExpenseAnswer>();
  const [adding, setAdding] = useState(false);
  const { chosen: deleting, choose: setDeleting, dialog: deletingDialog } = useChosen<ExpenseAnswer>();
  const remove = useDeleteExpense();
  /** After a save, the month the expense went to (it may be another than the one shown). */
  const showMonthOf = (date: string) => {
    if (date.slice(0, 7) !== month) setFilter('month', date.slice(0, 7));
  };

  return (
    <Page>
      <PageHeader
        title="Expenses"
        description="What the current property paid out, by month, with the bills."
        actions={
          <>
            <ExportLink kind="expenses" from={`${month}-01`} to={monthEnd(month)} />
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden /> Add expense
            </Button>
          </>
        }
      />
      <div className={layout.row}>
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(event) =>
            setFilter('month', isMonth(event.target.value) ? event.target.value : undefined)
          }
        />
        <SelectField
          label="Category"
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          value={category ?? ''}
          onChange={(event) => setFilter('category', event.target.value || undefined)}
        />
      </div>
      <ExpenseTotals totals={data?.totals} />
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <ExpensesTable
        expenses={data?.expenses}
        loading={isLoading}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <Pager label="Expense pages" noun="expenses" pagination={data?.pagination} onPage={setPage} />
      <MonthlyExpenses />
      <ExpenseDialog expense={null} open={adding} onOpenChange={setAdding} onSaved={showMonthOf} />
      <ExpenseDialog expense={editing} {...editingDialog} onSaved={showMonthOf} />
      <ConfirmDelete
        resource="Expense"
        name={deleting ? `${deleting.paidTo}, ${deleting.date}` : undefined}
        {...deletingDialog}
        onConfirm={async () => {
          const result = await remove.trigger(deleting!._id);
          if (!result.ok) throw new Error('not deleted');
        }}
      />
    </Page>
  );
}

export default function ExpensesPage() {
  return (
    <ErrorBoundary>
      <Expenses />
    </ErrorBoundary>
  );
}
