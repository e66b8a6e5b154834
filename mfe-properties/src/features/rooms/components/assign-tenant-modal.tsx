import type { Bed, Room } from '@pgportal/contracts/types';
import { Modal, useFormStatus } from '@pgportal/ui';
import { AssignTenantForm } from './assign-tenant-form';

interface AssignTenantModalProps {
  /** the room and bed to assign; null closes the dialog */
  target: { room: Room; bed: Bed } | null;
  onClose: () => void;
}

export function AssignTenantModal({ target, onClose }: AssignTenantModalProps) {
  const [status, setStatus] = useFormStatus();
  return (
    <Modal
      {...status}
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
      {target ? (
        <AssignTenantForm
          key={target.bed._id}
          room={target.room}
          bed={target.bed}
          onSaved={onClose}
          onCancel={onClose}
          onStatusChange={setStatus}
        />
      ) : null}
    </Modal>
  );
}
