import type { User } from '@pgportal/contracts/types';
import { Modal } from '@pgportal/ui';
import { AddManagerForm, UpdateManagerForm } from './manager-form';

interface ManagerFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The manager to update; without one the modal adds a manager. */
  manager: User | null;
}

export function ManagerFormModal({ open, onOpenChange, manager }: ManagerFormModalProps) {
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={manager ? 'Update Manager' : 'Add Manager'}
      description={
        manager
          ? 'Change the details of this staff account.'
          : 'The new manager receives an e-mail with a link to verify the address before signing in.'
      }
    >
      {manager ? (
        <UpdateManagerForm key={manager._id} manager={manager} onSaved={close} onCancel={close} />
      ) : (
        <AddManagerForm onSaved={close} onCancel={close} />
      )}
    </Modal>
  );
}
