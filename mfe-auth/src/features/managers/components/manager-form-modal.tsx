import type { User } from '@pgportal/contracts/types';
import { Modal, useFormStatus } from '@pgportal/ui';
import { AddManagerForm, UpdateManagerForm } from './manager-form';

interface ManagerFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The manager to update; without one the modal adds a manager. */
  manager: User | null;
}

/** While saving it cannot be closed; with changes, a click outside asks before discarding them. */
export function ManagerFormModal({ open, onOpenChange, manager }: ManagerFormModalProps) {
  const [status, setStatus] = useFormStatus();
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      {...status}
      size="lg"
      title={manager ? 'Update Manager' : 'Add Manager'}
      description={
        manager
          ? 'Change the details of this staff account.'
          : 'The new manager receives an e-mail with a link to verify the address before signing in.'
      }
    >
      {manager ? (
        <UpdateManagerForm
          key={manager._id}
          manager={manager}
          onSaved={close}
          onCancel={close}
          onStatusChange={setStatus}
        />
      ) : (
        <AddManagerForm onSaved={close} onCancel={close} onStatusChange={setStatus} />
      )}
    </Modal>
  );
}
