import { EXIT_STATEMENT_STATUS_LABELS } from '@pgportal/contracts/enums';
import { formatDate, todayApiDate } from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import type { RefundDueAnswer } from '@pgportal/contracts/responses';
import { Link } from '@pgportal/runtime/router';
import { Card, DataTable, layout, type DataTableColumn } from '@pgportal/ui';
import { useRefundsDue } from '../api';

const columns: DataTableColumn<RefundDueAnswer>[] = [
  {
    key: 'tenantName',
    header: 'Tenant',
    render: (row) => (
      <Link className={layout.link} to={href('tenantView', { id: row.tenantId })}>
        {row.tenantName}
      </Link>
    ),
  },
  { key: 'propertyName', header: 'Property' },
  { key: 'status', header: 'Statement', render: (row) => EXIT_STATEMENT_STATUS_LABELS[row.status] },
  {
    key: 'refundDueDate',
    header: 'Refund due by',
    render: (row) =>
      row.refundDueDate < todayApiDate() ? (
        <span className={layout.textDanger}>{formatDate(row.refundDueDate)} (late)</span>
      ) : (
        formatDate(row.refundDueDate)
      ),
  },
];

/**
 * The staff dashboard's "Refunds due" (issue 24): exit statements not settled yet, with their
 * deadline (move-out + the property's refund period), nearest first. Exposed as the widget `refundsDue`.
 */
export default function RefundsDue() {
  const { data, isLoading } = useRefundsDue();
  if (!isLoading && !data?.length) return null;
  return (
    <Card title="Refunds due">
      <DataTable
        label="Refunds due"
        columns={columns}
        rows={data}
        getRowId={(row) => row.tenantId}
        loading={isLoading}
        emptyText="No refunds due."
      />
    </Card>
  );
}
