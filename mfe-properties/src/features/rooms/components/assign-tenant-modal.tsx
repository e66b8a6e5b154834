import type { Bed, Room } from '@pgportal/contracts/types';
import { FormModal } from '@pgportal/ui';
import { AssignTenantForm } from './assign-tenant-form';

interface AssignTenantModalProps {
  /** the room and bed to assign; null closes the dialog */
  target: { room: Room; bed: Bed } | null;
  onClose: () => void;
}

export function AssignTenantModal({ target, onClose }: AssignTenantModalProps) {
  return (
    <FormModal
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title="Assign Tenant"
      description={
        target
          ? `Bed ${target.bed.bedNumber} of room ${target.room.roomNumber}. The first month's rent is invoiced at once.`
          : undefined
      }
    >
      {({ onStatusChange }) =>
        target ? (
          <AssignTenantForm
            key={target.bed._id}
            room={target.room}
            bed={target.bed}
            onSaved={onClose}
            onCancel={onClose}
            onStatusChange={onStatusChange}
          />
        ) : null
      }
    </FormModal>
  );
}
