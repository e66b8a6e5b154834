import { errorMessage } from '@pgportal/contracts/api';
import { notify } from '@pgportal/ui/toast';
import type { User } from '@pgportal/contracts/types';
import { Button, ConfirmDelete, ErrorBoundary, Notice, Page, PageHeader, PlusIcon, layout } from '@pgportal/ui';
import { useState } from 'react';
import { MANAGER_DELETED, deleteManager } from '../features/managers/api/delete-manager';
import { useManagers } from '../features/managers/api/get-managers';
import { VERIFICATION_SENT, resendVerification } from '../features/managers/api/resend-verification';
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

  const resend = async (manager: User) => {
    try {
      await resendVerification(manager._id);
      notify.success(VERIFICATION_SENT);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteManager(toDelete._id);
    } catch (error) {
      notify.error(errorMessage(error));
      throw error;
    }
    notify.success(MANAGER_DELETED);
    await mutate();
  };

  return (
    <Page>
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
        <Notice role="alert">
          <span>{errorMessage(error)}</span>
          <button type="button" className={layout.link} onClick={() => void mutate()}>
            Try again
          </button>
        </Notice>
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
        onSaved={() => mutate()}
      />
      <ConfirmDelete
        resource="Manager"
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        onConfirm={remove}
      />
    </Page>
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
