import { staffRoleLabel } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import type { User } from '@pgportal/contracts/types';
import { Badge, DataTable, PersonCell, RowMenu } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';

interface ManagersTableProps {
  managers: readonly User[] | undefined;
  loading: boolean;
  /** the signed-in user: their own row offers no Delete */
  selfId: string | undefined;
  /** the manager whose verification mail is being sent, if any */
  resendingId: string | null;
  onResend: (manager: User) => void;
  onUpdate: (manager: User) => void;
  onDelete: (manager: User) => void;
}

/** SPEC §2 managers list: Name, Role, PG Assigned, Tenants (always 0), Status, row menu. */
export function ManagersTable({ managers, loading, selfId, resendingId, onResend, onUpdate, onDelete }: ManagersTableProps) {
  const columns: DataTableColumn<User>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (manager) => (
        <PersonCell name={formatName(manager.name)} meta={manager.email} avatarUrl={manager.avatar?.url} />
      ),
    },
    { key: 'role', header: 'Role', render: (manager) => staffRoleLabel(manager.role) },
    { key: 'assignedPGs', header: 'PG Assigned', render: (manager) => manager.assignedPGs?.length ?? 0 },
    { key: 'tenants', header: 'Tenants', render: () => 0 },
    {
      key: 'status',
      header: 'Status',
      render: (manager) =>
        manager.isVerified ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <>
            <Badge tone="warning">Not Verified</Badge>
            {resendingId === manager._id ? <span role="status"> Sending...</span> : null}
          </>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 56,
      align: 'end',
      render: (manager) => (
        <RowMenu
          label={`Actions for ${formatName(manager.name) || manager.email}`}
          items={[
            {
              label: resendingId === manager._id ? 'Sending...' : 'Resend',
              onSelect: () => onResend(manager),
              hidden: manager.isVerified,
              disabled: resendingId === manager._id,
            },
            { label: 'Update', onSelect: () => onUpdate(manager) },
            { label: 'Delete', onSelect: () => onDelete(manager), danger: true, hidden: manager._id === selfId },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Managers"
      columns={columns}
      rows={managers}
      getRowId={(manager) => manager._id}
      loading={loading}
    />
  );
}
