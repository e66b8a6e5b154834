import { EXPENSE_CATEGORY_LABELS } from '@pgportal/contracts/enums';
import { formatINR } from '@pgportal/contracts/format';
import type { RecurringExpenseAnswer } from '@pgportal/contracts/responses';
import { Button, ConfirmDelete, useChosen } from '@pgportal/ui';
import { useRecurringExpenses, useStopRecurringExpense } from '../api';

const nameOf = (row: RecurringExpenseAnswer) => `${EXPENSE_CATEGORY_LABELS[row.category]} to ${row.paidTo}`;

/** 'Monthly expenses': each template with its day and amount, and Stop (with a confirm). */
export function MonthlyExpenses() {
  const { data } = useRecurringExpenses();
  const stop = useStopRecurringExpense();
  const {
    chosen: stopping,
    choose: setStopping,
    dialog: stoppingDialog,
  } = useChosen<RecurringExpenseAnswer>();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="monthly-expenses">
      <h2 id="monthly-expenses">Monthly expenses</h2>
      <ul>
        {data.map((row) => (
          <li key={row._id}>
            {nameOf(row)}: {formatINR(row.amount)} on day {row.dayOfMonth} of each month{' '}
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Stop ${nameOf(row)}`}
              onClick={() => setStopping(row)}
            >
              Stop
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDelete
        resource="Monthly expense"
        name={stopping ? nameOf(stopping) : undefined}
        {...stoppingDialog}
        onConfirm={async () => {
          const result = await stop.trigger(stopping!._id);
          if (!result.ok) throw new Error('not stopped');
        }}
      />
    </section>
  );
}
