import { formatINR, formatName, formatDayMonthYear } from '@pgportal/contracts/format';
import type { Bed } from '@pgportal/contracts/types';
import { Badge, DataTable, PersonCell, PhoneNumber, RowMenu } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';

interface BedsTableProps {
  beds: readonly Bed[] | undefined;
  loading: boolean;
  onAssign: (bed: Bed) => void;
  onVacate: (bed: Bed) => void;
  onTenantDetails: (bed: Bed) => void;
  /** 'Move to another bed', for an occupied bed */
  onMove?: (bed: Bed) => void;
}

function paymentStatus(bed: Bed) {
  if (!bed.occupant) return '—';
  return bed.occupant.dueAmount > 0 ? (
    <Badge tone="warning">Due {formatINR(bed.occupant.dueAmount)}</Badge>
  ) : (
    <Badge tone="success">Paid</Badge>
  );
}

/** SPEC §2 bed table: No, Status, Tenants, Payment Status, actions (Assign, Vacate, Tenant Details). */
export function BedsTable({ beds, loading, onAssign, onVacate, onTenantDetails, onMove }: BedsTableProps) {
  const columns: DataTableColumn<Bed>[] = [
    { key: 'bedNumber', header: 'No', render: (bed) => `Bed ${bed.bedNumber}` },
    {
      key: 'status',
      header: 'Status',
      render: (bed) =>
        bed.isOccupied ? (
          <>
            <Badge tone="warning">Occupied</Badge>
            {bed.occupant?.leavesOn ? (
              // the bed can be offered from the day after (issue 24)
              <div>{`notice given, leaves on ${formatDayMonthYear(bed.occupant.leavesOn)}`}</div>
            ) : null}
          </>
        ) : (
          <Badge tone="success">Available</Badge>
        ),
    },
    {
      key: 'tenant',
      header: 'Tenants',
      render: (bed) =>
        bed.occupant ? (
          <PersonCell
            name={formatName(bed.occupant.fullName)}
            meta={<PhoneNumber value={bed.occupant.phoneNumber} />}
            avatarUrl={bed.occupant.profilePhoto?.url}
          />
        ) : (
          '—'
        ),
    },
    { key: 'payment', header: 'Payment Status', render: paymentStatus },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 56,
      align: 'end',
      render: (bed) => (
        <RowMenu
          label={`Actions for bed ${bed.bedNumber}`}
          items={[
            { label: 'Assign', onSelect: () => onAssign(bed), hidden: bed.isOccupied },
            {
              label: 'Move to another bed',
              onSelect: () => onMove?.(bed),
              hidden: !bed.isOccupied || !onMove,
            },
            { label: 'Vacate', onSelect: () => onVacate(bed), hidden: !bed.isOccupied, danger: true },
            { label: 'Tenant Details', onSelect: () => onTenantDetails(bed), hidden: !bed.isOccupied },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable label="Beds" columns={columns} rows={beds} getRowId={(bed) => bed._id} loading={loading} />
  );
}
