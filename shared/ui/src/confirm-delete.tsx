import { useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import * as styles from './confirm-delete.module.css';

export interface ConfirmDeleteProps {
  /** What is deleted, e.g. 'Manager': title 'Delete Manager'. */
  resource: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Does the deletion. When it resolves the dialog closes; when it throws the dialog stays open
   * (the caller shows the error, e.g. with a toast) so the user can retry or cancel.
   */
  onConfirm: () => Promise<unknown> | void;
  /** Soft delete (the default, and every use in the spec) omits the permanent-deletion warning. */
  softDelete?: boolean;
  /** Who or what is deleted, shown under the question so nobody deletes the wrong row. */
  name?: string;
}

export const PERMANENT_DELETE_WARNING = 'This action cannot be undone.';

/** SPEC §2: 'Delete {resource}', 'Are you sure you want to delete this {resource}?', Cancel, Delete. */
export function ConfirmDelete({
  resource,
  open,
  onOpenChange,
  onConfirm,
  softDelete = true,
  name,
}: ConfirmDeleteProps) {
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the dialog stays open for a retry.
    } finally {
      setPending(false);
    }
  };

  const change = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={change}
      size="sm"
      title={`Delete ${resource}`}
      busy={pending}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={pending} loadingText="Deleting...">
            Delete
          </Button>
        </>
      }
    >
      <p className={styles.text}>{`Are you sure you want to delete this ${resource}?`}</p>
      {name ? <p className={styles.text}><strong>{name}</strong></p> : null}
      {softDelete ? null : <p className={styles.warning}>{PERMANENT_DELETE_WARNING}</p>}
    </Modal>
  );
}
