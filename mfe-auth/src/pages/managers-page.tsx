import type { User } from '@pgportal/contracts/types';
import {
  Button,
  ConfirmDelete,
  ErrorBoundary,
  LoadFailed,
  Page,
  PageHeader,
  Pager,
  PlusIcon,
  useChosen,
} from '@pgportal/ui';
import { useState } from 'react';
import { formatName } from '@pgportal/contracts/format';
import { useSession } from '@pgportal/runtime/session';
import { useDeleteManager, useManagers, useResendVerification } from '../features/managers/api';
import { ManagerFormModal } from '../features/managers/components/manager-form-modal';
import { ManagersTable } from '../features/managers/components/managers-table';

interface FormState {
  open: boolean;
  /** The manager being updated; null when adding. */
  manager: User | null;
}

function Managers() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useManagers(page);
  const [form, setForm] = useState<FormState>({ open: false, manager: null });
  const { chosen: toDelete, choose: setToDelete, dialog: toDeleteDialog } = useChosen<User>();

  const resendVerification = useResendVerification();
  const deleteManager = useDeleteManager();

  const selfId = useSession((state) => state.user?._id);
  const [resendingId, setResendingId] = useState<string | null>(null);

  const resend = async (manager: User) => {
    setResendingId(manager._id);
    await resendVerification.trigger(manager._id);
    setResendingId(null);
  };

  /** ConfirmDelete stays open (and says so) when the delete fails. */
  const remove = async () => {
    if (!toDelete) return;
    const result = await deleteManager.trigger(toDelete._id);
    if (!result.ok) throw result.error;
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
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <ManagersTable
        managers={data?.data}
        loading={isLoading}
        selfId={selfId}
        resendingId={resendingId}
        onResend={resend}
        onUpdate={(manager) => setForm({ open: true, manager })}
        onDelete={setToDelete}
      />
      <Pager label="Managers pages" noun="staff accounts" pagination={data?.pagination} onPage={setPage} />
      <ManagerFormModal
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        manager={form.manager}
      />
      <ConfirmDelete
        resource="Manager"
        name={toDelete ? formatName(toDelete.name) || toDelete.email : undefined}
        {...toDeleteDialog}
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
