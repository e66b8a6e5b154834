import { formatName, formatDayMonthYear } from '@pgportal/contracts/format';
import type { Room } from '@pgportal/contracts/types';
import { Avatar, Badge, DataTable, RowMenu, layout } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';
import type { ReactNode } from 'react';
import { floorLabel, roomStatus } from './room-status';

interface RoomsTableProps {
  rooms: readonly Room[] | undefined;
  loading: boolean;
  /** the Rooms screen names each row's property */
  showProperty?: boolean;
  onDetail: (room: Room) => void;
  onUpdate: (room: Room) => void;
  onRemove: (room: Room) => void;
  maxHeight?: number;
  /** what an empty table says instead of SPEC's generic text (e.g. 'No rooms yet' with Add Room) */
  emptyText?: ReactNode;
}

const tenantsOf = (room: Room) =>
  room.beds
    .flatMap(({ occupant }) => {
      if (!occupant) return [];
      const name = formatName(occupant.fullName);
      return [
        occupant.leavesOn
          ? `${name} (notice given, leaves on ${formatDayMonthYear(occupant.leavesOn)})`
          : name,
      ];
    })
    .join(', ') || '—';

/** SPEC §2 room table: image, room number with floor, occupied/capacity beds, tenants, status, actions. */
export function RoomsTable({
  rooms,
  loading,
  showProperty,
  onDetail,
  onUpdate,
  onRemove,
  maxHeight,
  emptyText,
}: RoomsTableProps) {
  const columns: DataTableColumn<Room>[] = [
    {
      key: 'image',
      header: 'Picture',
      media: true,
      width: 64,
      render: (room) => <Avatar name={`Room ${room.roomNumber}`} src={room.roomImage?.url} />,
    },
    {
      key: 'number',
      header: 'No',
      render: (room) => (
        <span className={layout.stackXs}>
          <span className={layout.textStrong}>Room {room.roomNumber}</span>
          <span className={layout.muted}>
            {floorLabel(room.floor)}
            {showProperty ? ` · ${room.propertyId.name}` : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'beds',
      header: 'Beds',
      render: (room) => `${room.occupiedBeds}/${room.bedCapacity || room.beds.length}`,
    },
    { key: 'tenants', header: 'Tenants', render: tenantsOf },
    {
      key: 'status',
      header: 'Status',
      render: (room) => {
        const status = roomStatus(room);
        return <Badge tone={status === 'Available' ? 'success' : 'warning'}>{status}</Badge>;
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 56,
      align: 'end',
      render: (room) => (
        <RowMenu
          label={`Actions for room ${room.roomNumber}`}
          items={[
            { label: 'Detail', onSelect: () => onDetail(room) },
            { label: 'Update', onSelect: () => onUpdate(room) },
            { label: 'Remove', onSelect: () => onRemove(room), danger: true },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Rooms"
      columns={columns}
      rows={rooms}
      getRowId={(room) => room._id}
      loading={loading}
      maxHeight={maxHeight}
      emptyText={emptyText}
    />
  );
}
