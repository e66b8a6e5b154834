import type { ReactNode } from 'react';
import { useFormStatus, type FormStatus } from './form-status';
import { Modal, type ModalProps } from './modal';

export interface FormModalForm {
  /** closes the modal (after saving, or Cancel) */
  close: () => void;
  /** where the form reports its status (useReportStatus) */
  onStatusChange: (status: FormStatus) => void;
}

export interface FormModalProps extends Omit<ModalProps, 'busy' | 'dirty' | 'children'> {
  /** the form inside, given how to close the modal and where to report its status */
  children: (form: FormModalForm) => ReactNode;
}

/**
 * A modal around a form: while the form saves it cannot be closed; with changes, Esc or a click
 * outside asks before discarding them. The form tells it with useReportStatus.
 */
export function FormModal({ children, ...props }: FormModalProps) {
  const [status, setStatus] = useFormStatus();
  const close = () => props.onOpenChange(false);
  return (
    <Modal {...props} {...status}>
      {children({ close, onStatusChange: setStatus })}
    </Modal>
  );
}
