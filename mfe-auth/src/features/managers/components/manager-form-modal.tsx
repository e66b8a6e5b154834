import type { User } from '@pgportal/contracts/types';
import { FormModal } from '@pgportal/ui';
import { AddManagerForm, UpdateManagerForm } from './manager-form';

interface ManagerFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The manager to update; without one the modal adds a manager. */
  manager: User | null;
}

/** While saving it cannot be closed; with changes, a click outside asks before discarding them. */
export function ManagerFormModal({ open, onOpenChange, manager }: ManagerFormModalProps) {
  return (
    <FormModal
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
      {({ close, onStatusChange }) =>
        manager ? (
          <UpdateManagerForm
            key={manager._id}
            manager={manager}
            onSaved={close}
            onCancel={close}
            onStatusChange={onStatusChange}
          />
        ) : (
          <AddManagerForm onSaved={close} onCancel={close} onStatusChange={onStatusChange} />
        )
      }
    </FormModal>
  );
}
