import { formatName } from '@pgportal/contracts/format';
import type { PropertyDetail, PropertyManagerRef } from '@pgportal/contracts/types';
import { Button, Modal } from '@pgportal/ui';
import { useRemoveManager } from '../api';

interface RemoveManagerDialogProps {
  property: PropertyDetail;
  /** the manager to remove; null closes the dialog */
  manager: PropertyManagerRef | null;
  onClose: () => void;
}

/** Asks before a manager loses this property (issue 22): their access ends at once. */
export function RemoveManagerDialog({ property, manager, onClose }: RemoveManagerDialogProps) {
  const remove = useRemoveManager();
  const confirm = async () => {
    if (!manager) return;
    const result = await remove.trigger({ propertyId: property._id, managerId: manager._id });
    if (result.ok) onClose();
  };
  return (
    <Modal
      open={manager !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isMutating) onClose();
      }}
      size="sm"
      title="Remove Manager"
      busy={remove.isMutating}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isMutating}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => void confirm()}
            loading={remove.isMutating}
            loadingText="Removing..."
          >
            Remove
          </Button>
        </>
      }
    >
      <p>
        Remove <strong>{formatName(manager?.name)}</strong> from {property.name}? They lose access to this
        property at once.
      </p>
    </Modal>
  );
}
