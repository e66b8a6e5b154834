import { COMPLAINT_STATUSES, type ComplaintStatus } from '@pgportal/contracts/enums';
import type { Complaint } from '@pgportal/contracts/types';
import { LoadFailed, Pager, layout } from '@pgportal/ui';
import { useListParams } from '@pgportal/ui/data';
import { useState } from 'react';
import { useComplaints } from '../api';
import { ComplaintFormModal, type Viewer } from './complaint-form-modal';
import { ComplaintsTable } from './complaints-table';
import { StatusFilter } from './status-filter';

export const PAGE_SIZE = 10;

interface ComplaintsListProps {
  viewer: Viewer;
  /** the table's accessible name */
  label: string;
}

/** A status from the URL; anything else is every status. */
const statusOf = (value: string | undefined): ComplaintStatus | undefined =>
  COMPLAINT_STATUSES.find((status) => status === value);

/** Status chips, the table, its pages, and the complaint modal a row opens. */
export function ComplaintsList({ viewer, label }: ComplaintsListProps) {
  // page and status in the URL under their own names: the list is a widget beside other lists
  const { page, filters, setPage, setFilter } = useListParams({ prefix: 'complaints', filters: ['status'] });
  const status = statusOf(filters.status);
  const [opened, setOpened] = useState<Complaint | null>(null);
  const { data, error, isLoading, mutate } = useComplaints(viewer, { page, limit: PAGE_SIZE, status });
  return (
    <div className={layout.stackSm}>
      <StatusFilter value={status} onChange={(next) => setFilter('status', next)} />
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
