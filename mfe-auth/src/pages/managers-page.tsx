import { errorMessage } from '@pgportal/contracts/api';
import type { User } from '@pgportal/contracts/types';
import { Button, ConfirmDelete, ErrorBoundary, PageHeader, PlusIcon } from '@pgportal/ui';
import { useState } from 'react';
import { useDeleteManager, useManagers, useResendVerification } from '../features/managers/api';
import { ManagerFormModal } from '../features/managers/components/manager-form-modal';
import { ManagersTable } from '../features/managers/components/managers-table';

interface FormState {
  open: boolean;
  /** The manager being updated; null when adding. */
  manager: User | null;
}

function Managers() {
  const { data, error, isLoading, mutate } = useManagers();
  const [form, setForm] = useState<FormState>({ open: false, manager: null });
  const [toDelete, setToDelete] = useState<User | null>(null);

  const resendVerification = useResendVerification();
  const deleteManager = useDeleteManager();

  const resend = async (manager: User) => {
    await resendVerification.trigger(manager._id);
  };

  /** ConfirmDelete stays open (and says so) when the delete fails. */
  const remove = async () => {
    if (!toDelete) return;
    const result = await deleteManager.trigger(toDelete._id);
    if (!result.ok) throw result.error;
  };

  return (
    <section className="page">
      <PageHeader
        title="Managers"
        description="Staff accounts that can sign in to the admin area."
        actions={
          <Button icon={<PlusIcon />} onClick={() => setForm({ open: true, manager: null })}>
            Add Manager
          </Button>
        }
      />
      {error && !data ? (
        <div className="notice" role="alert">
          <span>{errorMessage(error)}</span>
          <button type="button" className="link" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : null}
      <ManagersTable
        managers={data}
        loading={isLoading}
        onResend={resend}
        onUpdate={(manager) => setForm({ open: true, manager })}
        onDelete={setToDelete}
      />
      <ManagerFormModal
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        manager={form.manager}
      />
      <ConfirmDelete
        resource="Manager"
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        onConfirm={remove}
      />
    </section>
  );
}

/** /app/managers (SUPER_ADMIN only; the shell guards the route). */
export default function ManagersPage() {
  return (
    <ErrorBoundary>
      <Managers />
    </ErrorBoundary>
  );
}
