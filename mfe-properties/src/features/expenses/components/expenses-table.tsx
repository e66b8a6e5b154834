import { EXPENSE_CATEGORY_LABELS, PAYMENT_MODE_LABELS } from '@pgportal/contracts/enums';
import { formatDate, formatINR } from '@pgportal/contracts/format';
import type { ExpenseAnswer } from '@pgportal/contracts/responses';
import { DataTable, RowMenu, type DataTableColumn } from '@pgportal/ui';

interface ExpensesTableProps {
  expenses: readonly ExpenseAnswer[] | undefined;
  loading: boolean;
  onEdit: (expense: ExpenseAnswer) => void;
  onDelete: (expense: ExpenseAnswer) => void;
}

const nameOf = (expense: ExpenseAnswer) =>
  `${EXPENSE_CATEGORY_LABELS[expense.category]} to ${expense.paidTo} on ${formatDate(expense.date)}`;

/** The month's expenses: Date, Category, Paid to, Mode, Amount, Bill, and Edit / Delete. */
export function ExpensesTable({ expenses, loading, onEdit, onDelete }: ExpensesTableProps) {
  const columns: DataTableColumn<ExpenseAnswer>[] = [
    { key: 'date', header: 'Date', render: (row) => formatDate(row.date) },
    { key: 'category', header: 'Category', render: (row) => EXPENSE_CATEGORY_LABELS[row.category] },
    { key: 'paidTo', header: 'Paid to' },
    { key: 'paymentMode', header: 'Mode', render: (row) => PAYMENT_MODE_LABELS[row.paymentMode] },
    { key: 'amount', header: 'Amount', align: 'end', render: (row) => formatINR(row.amount) },
    {
      key: 'bill',
      header: 'Bill',
      render: (row) =>
        row.bill ? (
          <a
            href={row.bill.url}
            target="_blank"
            rel="noreferrer"
            aria-label={`Bill of ${nameOf(row)} (opens in a new tab)`}
          >
            View bill
          </a>
        ) : (
          'None'
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (row) => (
        <RowMenu
          label={`Actions for ${nameOf(row)}`}
          items={[
            { label: 'Edit', onSelect: () => onEdit(row) },
            { label: 'Delete', onSelect: () => onDelete(row), danger: true },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Expenses"
      columns={columns}
      rows={expenses}
      loading={loading}
      getRowId={(row) => row._id}
      emptyText="No expenses in this month yet."
    />
  );
}
