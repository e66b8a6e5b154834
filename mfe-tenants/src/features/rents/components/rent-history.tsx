import { formatDate, formatINR, formatName } from '@pgportal/contracts/format';
import type { RentChangeAnswer } from '@pgportal/contracts/responses';
import type { RentChangeReason } from '@pgportal/contracts/enums';
import { DataTable, LoadFailed, type DataTableColumn } from '@pgportal/ui';
import { useRents } from '../api';

const REASONS: Record<RentChangeReason, string> = {
  ASSIGN: 'Assigned',
  MOVE: 'Moved',
  CHANGE: 'Changed',
};

const columns: DataTableColumn<RentChangeAnswer>[] = [
  { key: 'effectiveDate', header: 'Effective from', render: (row) => formatDate(row.effectiveDate) },
  { key: 'rent', header: 'Rent', align: 'end', render: (row) => formatINR(row.rent) },
  { key: 'mealCost', header: 'Meal Cost', align: 'end', render: (row) => formatINR(row.mealCost) },
  { key: 'reason', header: 'Why', render: (row) => REASONS[row.reason] },
  { key: 'changedBy', header: 'By', render: (row) => (row.changedBy ? formatName(row.changedBy.name) : '—') },
  { key: 'createdAt', header: 'When', render: (row) => formatDate(row.createdAt) },
];

/** Tenant details, Rent tab: every rent and meal cost the tenant had, newest first (issue 22). */
export function RentHistory({ tenantId }: { tenantId: string }) {
  const { data, error, isLoading, mutate } = useRents(tenantId);
  return (
    <>
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <DataTable
        label="Rent history"
        columns={columns}
        rows={data?.rents}
        getRowId={(row) => row._id}
        loading={isLoading}
        emptyText="No rent yet: assign the tenant to a bed."
      />
    </>
  );
}
