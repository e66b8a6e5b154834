import type { Room } from '@pgportal/contracts/types';
import { FormModal } from '@pgportal/ui';
import { AddRoomForm, UpdateRoomForm } from './room-form';

interface RoomFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The room to update; without one the modal adds a room. */
  room: Room | null;
  /** Where a new room goes (else the current property). */
  propertyId?: string;
  /** The dialog's title when adding: 'Add Rooms' on the Rooms screen (SPEC §2). */
  addTitle?: string;
}

export function RoomFormModal({
  open,
  onOpenChange,
  room,
  propertyId,
  addTitle = 'Add Room',
}: RoomFormModalProps) {
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={room ? 'Update Room' : addTitle}
      description={
        room
          ? `Change room ${room.roomNumber}. Its number of beds stays as it is.`
          : propertyId
            ? 'The room gets as many beds as its capacity.'
            : 'The room goes to your current property and gets as many beds as its capacity.'
      }
    >
      {({ close, onStatusChange }) =>
        room ? (
          <UpdateRoomForm
            key={room._id}
            room={room}
            onSaved={close}
            onCancel={close}
            onStatusChange={onStatusChange}
          />
        ) : (
          <AddRoomForm
            propertyId={propertyId}
            onSaved={close}
            onCancel={close}
            onStatusChange={onStatusChange}
          />
        )
      }
    </FormModal>
  );
}
