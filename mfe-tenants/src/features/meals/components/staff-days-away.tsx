import { formatDayMonthYear, formatINR } from '@pgportal/contracts/format';
import type { MealOptOutAnswer } from '@pgportal/contracts/responses';
import { staffMealOptOutSchema } from '@pgportal/contracts/schemas';
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
import { useMarkTenantDaysAway, useTenantDaysAway } from '../api';

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;
const span = (row: MealOptOutAnswer) => `${formatDayMonthYear(row.from)} – ${formatDayMonthYear(row.to)}`;

function MarkForTenant({ tenantId, minDays }: { tenantId: string; minDays: number }) {
  const { register, handleSubmit, setError, watch, reset, formState } = useZodForm(staffMealOptOutSchema, {
    defaultValues: { from: '', to: '', note: '' },
  });
  const { errors, isSubmitting } = formState;
  const mark = useMarkTenantDaysAway(tenantId);
  const from = watch('from');
  const submit = handleSubmit(async (values) => {
    const result = await mark.trigger(values, { setError, fields: ['from', 'to', 'note'] });
    if (result.ok) reset({ from: '', to: '', note: '' });
  });
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label="Mark days away">
      <div className={layout.row}>
        <TextField
          label="First day away"
          type="date"
          required
          error={errors.from?.message}
          {...register('from')}
        />
        <TextField
          label="Last day away"
          type="date"
          required
          min={from || undefined}
          error={errors.to?.message}
          {...register('to')}
        />
      </div>
      <TextField
        label="Note"
        hint="Optional, e.g. 'Phoned on Sunday: home for Diwali'."
        error={errors.note?.message}
        {...register('note')}
      />
      <div className={layout.row}>
        <Button type="submit" loading={isSubmitting} loadingText="Marking...">
          Mark days away
        </Button>
      </div>
      <p className={layout.muted}>
        {`Staff may mark any days of the stay, past days too. The kitchen count leaves the tenant out on these days; absences of ${days(minDays)} or more earn a meal credit.`}
      </p>
    </form>
  );
}

/**
 * Tenant Details, 'Days away' (staff, issue 42): the tenant's standing days away, and marking
 * more for them (a tenant who phoned, or forgot); the kitchen count on Meals follows.
 */
export function StaffDaysAway({ tenantId }: { tenantId: string }) {
  const { data, error, mutate } = useTenantDaysAway(tenantId);
  if (error && !data) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Loading days away" />;
  const columns: DataTableColumn<MealOptOutAnswer>[] = [
    { key: 'days', header: 'Days away', render: (row) => `${span(row)} (${days(row.days)})` },
    { key: 'by', header: 'Marked by', render: (row) => (row.givenBy === 'STAFF' ? 'Staff' : 'The tenant') },
    { key: 'note', header: 'Note', render: (row) => row.note || '—' },
    {
      key: 'credit',
      header: 'Meal credit',
      render: (row) =>
        !row.earnsCredit
          ? `None: shorter than ${days(data.minCreditDays)}`
          : row.credit
            ? formatINR(row.credit)
            : 'After the last day away',
    },
  ];
  return (
    <div className={layout.stackLg}>
      {data.mealsIncluded ? (
        <MarkForTenant tenantId={tenantId} minDays={data.minCreditDays} />
      ) : (
        <Notice>Meals are not included for this tenant, so there are no days away to mark.</Notice>
      )}
      <DataTable
        label="Days away"
        columns={columns}
        rows={data.optOuts}
        getRowId={(row) => row._id}
        emptyText="No days away marked"
      />
    </div>
  );
}
