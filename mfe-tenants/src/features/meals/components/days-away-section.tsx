import { addDaysToApiDate, formatDayMonthYear, formatINR, todayApiDate } from '@pgportal/contracts/format';
import type { MealOptOutAnswer } from '@pgportal/contracts/responses';
import { mealOptOutSchema } from '@pgportal/contracts/schemas';
import {
  Button,
  DataTable,
  LoadFailed,
  LoadingBlock,
  Notice,
  TextField,
  layout,
  useZodForm,
  type DataTableColumn,
} from '@pgportal/ui';
import { useMarkDaysAway, useMyDaysAway, useWithdrawDaysAway } from '../api';

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const span = (row: MealOptOutAnswer) => `${formatDayMonthYear(row.from)} – ${formatDayMonthYear(row.to)}`;

function MarkDaysAwayForm({ cutoff, minDays }: { cutoff: string; minDays: number }) {
  const tomorrow = addDaysToApiDate(todayApiDate(), 1);
  const { register, handleSubmit, setError, watch, reset, formState } = useZodForm(mealOptOutSchema, {
    defaultValues: { from: '', to: '' },
  });
  const { errors, isSubmitting } = formState;
  const mark = useMarkDaysAway();
  const [from, to] = watch(['from', 'to']);
  const chosen = from && to && to >= from ? daysFrom(from, to) : 0;
  const submit = handleSubmit(async (values) => {
    const result = await mark.trigger(values, { setError, fields: ['from', 'to'] });
    if (result.ok) reset({ from: '', to: '' });
  });
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label="Mark days away">
      <TextField
        label="First day away"
        type="date"
        required
        min={tomorrow}
        error={errors.from?.message}
        {...register('from')}
      />
      <TextField
        label="Last day away"
        type="date"
        required
        min={from || tomorrow}
        error={errors.to?.message}
        {...register('to')}
      />
      {chosen > 0 && chosen < minDays ? (
        <Notice role="status">
          {`${chosen} day${chosen === 1 ? '' : 's'} away: absences shorter than ${minDays} days earn no meal credit.`}
        </Notice>
      ) : null}
      <div className={layout.row}>
        <Button type="submit" loading={isSubmitting} loadingText="Marking...">
          Mark days away
        </Button>
      </div>
      <p className={layout.muted}>
        {`Mark days away by ${cutoff} (India time) the day before. ${minDays} or more days in a row earn a meal credit on your next invoice.`}
      </p>
    </form>
  );
}

/**
 * The tenant's Meals (issue 25): mark days away before the cut-off, see each absence with its
 * credit, and withdraw one until the cut-off.
 */
export function DaysAwaySection() {
  const { data, error, mutate } = useMyDaysAway();
  const withdraw = useWithdrawDaysAway();
  if (error && !data) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Loading your meals" />;
  const columns: DataTableColumn<MealOptOutAnswer>[] = [
    {
      key: 'days',
      header: 'Days away',
      render: (row) => `${span(row)} (${row.days} day${row.days === 1 ? '' : 's'})`,
    },
    {
      key: 'credit',
      header: 'Meal credit',
      render: (row) =>
        !row.earnsCredit
          ? `None: shorter than ${data.minCreditDays} days`
          : row.credit
            ? formatINR(row.credit)
            : 'After the last day away',
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (row) =>
        row.withdrawable ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void withdraw.trigger(row._id)}
            aria-label={`Withdraw days away ${span(row)}`}
          >
            Withdraw
          </Button>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="meals-heading" className={layout.stackLg}>
      <h3 id="meals-heading">Meals</h3>
      {data.mealsIncluded ? (
        <MarkDaysAwayForm cutoff={data.cutoffTime} minDays={data.minCreditDays} />
      ) : (
        <Notice>Meals are not included in your rent, so there are no meals to mark away.</Notice>
      )}
      <DataTable
        label="My days away"
        columns={columns}
        rows={data.optOuts}
        getRowId={(row) => row._id}
        emptyText="No days away marked."
      />
    </section>
  );
}
