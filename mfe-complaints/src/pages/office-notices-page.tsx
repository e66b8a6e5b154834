// /app/notices (issue 27): the office's notices to the current property's tenants: post (mailed to
// them), edit, delete; pinned first, then newest.
import type { OfficeNoticeAnswer } from '@pgportal/contracts/responses';
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
import { useDeleteOfficeNotice, useOfficeNotices } from '../features/office-notices/api';
import { OfficeNoticeDialog } from '../features/office-notices/components/office-notice-dialog';
import { OfficeNoticesTable } from '../features/office-notices/components/office-notices-table';

function OfficeNotices() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOfficeNotices(page);
  // The notice form: a new notice (editing null) or one to edit.
  const {
    chosen: form,
    choose: openForm,
    dialog: formDialog,
  } = useChosen<{ editing: OfficeNoticeAnswer | null }>();
  const { chosen: deleting, choose: setDeleting, dialog: deletingDialog } = useChosen<OfficeNoticeAnswer>();
  const remove = useDeleteOfficeNotice();

  return (
    <Page>
      <PageHeader
        title="Notices"
        description="Notices to the tenants of the current property: each shows on their dashboard and is mailed to them."
        actions={
          <Button icon={<PlusIcon />} onClick={() => openForm({ editing: null })}>
            Post notice
          </Button>
        }
      />
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <OfficeNoticesTable
        notices={data?.data}
        loading={isLoading}
        onEdit={(notice) => openForm({ editing: notice })}
        onDelete={setDeleting}
      />
      <Pager label="Notices pages" noun="notices" pagination={data?.pagination} onPage={setPage} />
      <OfficeNoticeDialog editing={form?.editing ?? null} {...formDialog} />
      <ConfirmDelete
        resource="Notice"
        name={deleting?.title}
        {...deletingDialog}
        onConfirm={async () => {
          const result = await remove.trigger(deleting!._id);
          if (!result.ok) throw result.error;
        }}
      />
    </Page>
  );
}

export default function OfficeNoticesPage() {
  return (
    <ErrorBoundary>
      <OfficeNotices />
    </ErrorBoundary>
  );
}
