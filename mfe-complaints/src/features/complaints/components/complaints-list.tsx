import type { ComplaintStatus } from '@pgportal/contracts/enums';
import type { Complaint } from '@pgportal/contracts/types';
import { LoadFailed, Pager, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useAllComplaints, useMyComplaints, type ComplaintsQuery } from '../api';
import { ComplaintFormModal, type Viewer } from './complaint-form-modal';
import { ComplaintsTable } from './complaints-table';
import { StatusFilter } from './status-filter';

export const PAGE_SIZE = 10;

interface ComplaintsListProps {
  viewer: Viewer;
  /** the table's accessible name */
  label: string;
}

const useComplaints = (viewer: Viewer, query: ComplaintsQuery) => {
  const staff = useAllComplaints(viewer === 'staff' ? query : null);
  const tenant = useMyComplaints(viewer === 'tenant' ? query : null);
  return viewer === 'staff' ? staff : tenant;
};

/** Status chips, the table, its pages, and the complaint modal a row opens. */
export function ComplaintsList({ viewer, label }: ComplaintsListProps) {
  const [status, setStatus] = useState<ComplaintStatus | undefined>();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Complaint | null>(null);
  const { data, error, isLoading, mutate } = useComplaints(viewer, { page, limit: PAGE_SIZE, status });
  return (
    <div className={layout.stackSm}>
      <StatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {error && !data ? (
        // A refused read says why (SPEC §8), rather than an empty table that says there is nothing.
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : null}
      <ComplaintsTable
        label={label}
        viewer={viewer}
        complaints={data?.data}
        loading={isLoading}
        onOpen={setOpened}
      />
      <Pager pagination={data?.pagination} onPage={setPage} />
      <ComplaintFormModal
        open={opened !== null}
        onOpenChange={(open) => {
          if (!open) setOpened(null);
        }}
        viewer={viewer}
        complaint={opened}
      />
    </div>
  );
}
