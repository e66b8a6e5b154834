import { formatINR, formatName, formatDayMonthYear } from '@pgportal/contracts/format';
import type { TenantListItem } from '@pgportal/contracts/types';
import { Badge, DataTable, PersonCell, PhoneNumber, RowMenu, layout } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';

export const PROFESSION_LABELS: Record<string, string> = {
  JOB: 'Job',
  STUDENT: 'Student',
  STAY: 'Stay',
  TRAVELLER: 'Traveller',
};

/** Issue 42: a tenant who left their bed reads so, with the day, wherever their place shows. */
export const movedOutLabel = (day: string) => `Moved out on ${formatDayMonthYear(day)}`;

/** Whether staff may offer 'Assign a bed': a tenant of a property on no bed who never moved out. */
export const canAssignBed = (tenant: Pick<TenantListItem, 'bed' | 'property' | 'movedOutOn'>) =>
  !tenant.bed && !!tenant.property && !tenant.movedOutOn;

/** SPEC §2: 'Not assigned', or the property's name and 'Room: roomNumber/bedNumber'. */
export function PropertyCell({ tenant }: { tenant: TenantListItem }) {
  if (tenant.movedOutOn && !tenant.bed) {
    return (
      <div className={layout.stackXs}>
        {tenant.property ? <span>{tenant.property.name}</span> : null}
        <span className={`${layout.textSm} ${layout.muted}`}>{movedOutLabel(tenant.movedOutOn)}</span>
      </div>
    );
  }
  if (!tenant.property) return <span className={layout.muted}>Not assigned</span>;
  return (
    <div className={layout.stackXs}>
      <span>{tenant.property.name}</span>
      {tenant.room && tenant.bed ? (
        <span
          className={`${layout.textSm} ${layout.muted}`}
        >{`Room: ${tenant.room.roomNumber}/${tenant.bed.bedNumber}`}</span>
      ) : (
        <span className={`${layout.textSm} ${layout.muted}`}>Not assigned</span>
      )}
      {tenant.leavesOn ? (
        <span
          className={layout.textSm}
        >{`notice given, leaves on ${formatDayMonthYear(tenant.leavesOn)}`}</span>
      ) : null}
    </div>
  );
}

/** What the tenant owes, with an 'Overdue' mark when any of their invoices is late. */
export function DueCell({ tenant }: { tenant: TenantListItem }) {
  return (
    <span className={layout.stackXs}>
      <span>{formatINR(tenant.dueAmount)}</span>
      {tenant.overdue ? <Badge tone="danger">Overdue</Badge> : null}
    </span>
  );
}

interface TenantsTableProps {
  tenants: readonly TenantListItem[] | undefined;
  loading: boolean;
  resendingId: string | null;
  onResend: (tenant: TenantListItem) => void;
  onView: (tenant: TenantListItem) => void;
  onUpdate: (tenant: TenantListItem) => void;
  onRemove: (tenant: TenantListItem) => void;
  /** 'Assign a bed' on a row of a tenant on no bed (issue 22) */
  onAssignBed?: (tenant: TenantListItem) => void;
}

/** SPEC §2 tenants list: Name, Property, Due (issue 22), Profession, Status, and the row menu. */
export function TenantsTable(props: TenantsTableProps) {
  const { tenants, loading, resendingId, onResend, onView, onUpdate, onRemove, onAssignBed } = props;
  const columns: DataTableColumn<TenantListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (tenant) => (
        <PersonCell
          name={formatName(tenant.fullName)}
          meta={tenant.phoneNumber ? <PhoneNumber value={tenant.phoneNumber} /> : tenant.email}
          avatarUrl={tenant.profilePhoto?.url}
        />
      ),
    },
    { key: 'property', header: 'Property', render: (tenant) => <PropertyCell tenant={tenant} /> },
    { key: 'due', header: 'Due', render: (tenant) => <DueCell tenant={tenant} /> },
    {
      key: 'profession',
      header: 'Profession',
      render: (tenant) => (tenant.profession ? PROFESSION_LABELS[tenant.profession] : '—'),
    },
    {
      key: 'status',
      header: 'Status',
      render: (tenant) =>
        tenant.isVerified ? (
          <Badge tone="success">Active</Badge>
        ) : !tenant.email ? (
          // admitted without an e-mail (issue 42): no portal until one is added with Update
          <Badge tone="neutral">No e-mail</Badge>
        ) : (
          <>
            <Badge tone="warning">Not Verified</Badge>
            {resendingId === tenant._id ? <span role="status"> Sending...</span> : null}
          </>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 56,
      align: 'end',
      render: (tenant) => (
        <RowMenu
          label={`Actions for ${formatName(tenant.fullName) || tenant.email}`}
          items={[
            {
              label: resendingId === tenant._id ? 'Sending...' : 'Resend',
              onSelect: () => onResend(tenant),
              // no e-mail (issue 42): nowhere to send the link until one is added
              hidden: tenant.isVerified || !tenant.email,
              disabled: resendingId === tenant._id,
            },
            {
              label: 'Assign a bed',
              onSelect: () => onAssignBed?.(tenant),
              hidden: !onAssignBed || !canAssignBed(tenant),
            },
            { label: 'View Details', onSelect: () => onView(tenant) },
            { label: 'Update', onSelect: () => onUpdate(tenant) },
            { label: 'Remove', onSelect: () => onRemove(tenant), danger: true },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Tenants"
      columns={columns}
      rows={tenants}
      getRowId={(tenant) => tenant._id}
      loading={loading}
    />
  );
}
