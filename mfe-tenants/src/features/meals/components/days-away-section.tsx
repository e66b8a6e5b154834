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
  type DataTableColumn,
} from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import { useMarkDaysAway, useMyDaysAway, useWithdrawDaysAway } from '../api';
import { useT } from '../../../i18n/catalogue';

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const span = (row: MealOptOutAnswer) => `${formatDayMonthYear(row.from)} – ${formatDayMonthYear(row.to)}`;

function MarkDaysAwayForm({ cutoff, minDays }: { cutoff: string; minDays: number }) {
  const tomorrow = addDaysToApiDate(todayApiDate(), 1);
  const { register, handleSubmit, setError, watch, reset, formState } = useZodForm(mealOptOutSchema, {
    defaultValues: { from: '', to: '' },
  });
  const { errors, isSubmitting } = formState;
  const { t } = useT();
  const mark = useMarkDaysAway();
  const [from, to] = watch(['from', 'to']);
  const chosen = from && to && to >= from ? daysFrom(from, to) : 0;
  const submit = handleSubmit(async (values) => {
    const result = await mark.trigger(values, { setError, fields: ['from', 'to'] });
    if (result.ok) reset({ from: '', to: '' });
  });
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label={t('markDaysAwayForm')}>
      <TextField
        label={t('firstDayAway')}
        type="date"
        required
        min={tomorrow}
        error={errors.from?.message}
        {...register('from')}
      />
      <TextField
        label={t('lastDayAway')}
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
        <Button type="submit" loading={isSubmitting} loadingText={t('marking')}>
          {t('markDaysAway')}
        </Button>
      </div>
      <p className={layout.muted}>{t('cutoffHint', { cutoff, minDays })}</p>
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
  const { t } = useT();
  if (error && !data) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label={t('loadingMeals')} />;
  const columns: DataTableColumn<MealOptOutAnswer>[] = [
    {
      key: 'days',
      header: t('daysAway'),
      render: (row) => `${span(row)} (${row.days} day${row.days === 1 ? '' : 's'})`,
    },
    {
      key: 'credit',
      header: t('mealCredit'),
      render: (row) =>
        !row.earnsCredit
          ? `None: shorter than ${data.minCreditDays} days`
          : row.credit
            ? formatINR(row.credit)
            : 'After the last day away',
    },
    {
      key: 'actions',
      header: t('actions'),
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
            {t('withdraw')}
          </Button>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="meals-heading" className={layout.stackLg}>
      <h3 id="meals-heading">{t('meals')}</h3>
      {data.mealsIncluded ? (
        <MarkDaysAwayForm cutoff={data.cutoffTime} minDays={data.minCreditDays} />
      ) : (
        <Notice>{t('mealsNotIncluded')}</Notice>
      )}
      <DataTable
        label={t('myDaysAway')}
        columns={columns}
        rows={data.optOuts}
        getRowId={(row) => row._id}
        emptyText={t('noDaysAway')}
      />
    </section>
  );
}
