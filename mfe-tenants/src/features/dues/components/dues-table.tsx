import { formatDate, formatINR, formatName } from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import { Link } from '@pgportal/runtime/router';
import type { DueAnswer } from '@pgportal/contracts/responses';
import { Badge, Button, DataTable, PhoneNumber, layout } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';
import { RemindLink } from './remind-link';

const REMINDED_BY = { WHATSAPP: 'WhatsApp', EMAIL: 'E-mail' } as const;

function LastReminder({ due }: { due: DueAnswer }) {
  if (due.claim) {
    return (
      <span className={layout.stackXs}>
        <Badge tone="warning">Claimed · waiting</Badge>
        <span className={layout.muted}>{`UTR ${due.claim.utr}`}</span>
      </span>
    );
  }
  if (!due.lastReminder) return <span className={layout.muted}>Never</span>;
  return <span>{`${formatDate(due.lastReminder.sentAt)} (${REMINDED_BY[due.lastReminder.channel]})`}</span>;
}

function Overdue({ due }: { due: DueAnswer }) {
  if (due.daysOverdue === 0) return <span className={layout.muted}>{`Due ${formatDate(due.dueDate)}`}</span>;
  return <Badge tone="danger">{`${due.daysOverdue} ${due.daysOverdue === 1 ? 'day' : 'days'}`}</Badge>;
}

interface DuesTableProps {
  dues: readonly DueAnswer[] | undefined;
  loading: boolean;
  /** 'Mark as Paid': the row's oldest outstanding invoice */
  onMarkAsPaid: (due: DueAnswer) => void;
  /** 'Confirm' the tenant's open claim (issue 42), offered instead of a reminder */
  onConfirmClaim: (due: DueAnswer) => void;
  confirming?: boolean;
}

/** The Dues list: Tenant, Room/Bed, Amount, Days overdue, Last reminder, and the row's actions. */
export function DuesTable({ dues, loading, onMarkAsPaid, onConfirmClaim, confirming }: DuesTableProps) {
  const columns: DataTableColumn<DueAnswer>[] = [
    {
      key: 'tenant',
      header: 'Tenant',
      render: (due) => (
        // The name opens the tenant's page (issue 42); the number stays a link of its own.
        <span className={layout.stackXs}>
          <Link to={href('tenantView', { id: due.tenant._id })}>{formatName(due.tenant.fullName)}</Link>
          <PhoneNumber value={due.tenant.phoneNumber} />
        </span>
      ),
    },
    {
      key: 'room',
      header: 'Room/Bed',
      render: (due) =>
        due.room ? (
          `${due.room.roomNumber}/${due.room.bedNumber ?? '—'}`
        ) : (
          <span className={layout.muted}>Not on a bed</span>
        ),
    },
    { key: 'amount', header: 'Amount', align: 'end', render: (due) => formatINR(due.amount) },
    { key: 'overdue', header: 'Days overdue', render: (due) => <Overdue due={due} /> },
    { key: 'reminder', header: 'Last reminder', render: (due) => <LastReminder due={due} /> },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (due) => (
        <div className={layout.row}>
          {due.claim ? (
            <Button
              size="sm"
              loading={confirming}
              aria-label={`Confirm ${formatINR(due.claim.amount)} claimed by ${formatName(due.tenant.fullName)}, UTR ${due.claim.utr}`}
              onClick={() => onConfirmClaim(due)}
            >
              Confirm
            </Button>
          ) : (
            <RemindLink due={due} />
          )}
          <Button size="sm" onClick={() => onMarkAsPaid(due)}>
            Mark as Paid
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label="Dues"
      columns={columns}
      rows={dues}
      getRowId={(due) => due.tenant._id}
      loading={loading}
      emptyText="Nobody owes anything."
    />
  );
}
