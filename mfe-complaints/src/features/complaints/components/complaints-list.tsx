import { COMPLAINT_STATUSES, type ComplaintStatus } from '@pgportal/contracts/enums';
import type { Complaint } from '@pgportal/contracts/types';
import { LoadFailed, Pager, layout, useChosen } from '@pgportal/ui';
import { useListParams } from '@pgportal/ui/data';
import { type ReactNode } from 'react';
import { useComplaints } from '../api';
import { CategoryFilter, categoryOf } from './complaint-category';
import { ComplaintFormModal, type Viewer } from './complaint-form-modal';
import { ComplaintsTable } from './complaints-table';
import { StatusFilter } from './status-filter';
import * as styles from './complaints.module.css';
import { useT } from '../../../i18n/catalogue';

export const PAGE_SIZE = 10;

interface ComplaintsListProps {
  viewer: Viewer;
  /** the table's accessible name */
  label: string;
  /** what to do next, under 'No complaints' (e.g. how a tenant raises one) */
  emptyHint?: ReactNode;
}

/** A status from the URL; anything else is every status. */
const statusOf = (value: string | undefined): ComplaintStatus | undefined =>
  COMPLAINT_STATUSES.find((status) => status === value);

/** 'No complaints', and what to do next (or that the filters hide them). */
function NoComplaints({ hint, viewer }: { hint?: ReactNode; viewer: Viewer }) {
  const { t } = useT(viewer === 'tenant');
  return (
    <span className={styles.empty}>
      <span className={layout.textStrong}>{t('noComplaints')}</span>
      {hint ? <span className={layout.muted}>{hint}</span> : null}
    </span>
  );
}

/** Status chips (and staff's category filter), the table, its pages, and the complaint modal a row opens. */
export function ComplaintsList({ viewer, label, emptyHint }: ComplaintsListProps) {
  // page and filters in the URL under their own names: the list is a widget beside other lists
  const { page, filters, setPage, setFilter } = useListParams({
    prefix: 'complaints',
    filters: ['status', 'category'],
  });
  const status = statusOf(filters.status);
  // only staff filter by category (issue 22); a tenant's few complaints show theirs in a column
  const category = viewer === 'staff' ? categoryOf(filters.category) : undefined;
  const { chosen: opened, choose: setOpened, dialog: openedDialog } = useChosen<Complaint>();
  const { data, error, isLoading, mutate } = useComplaints(viewer, {
    page,
    limit: PAGE_SIZE,
    status,
    category,
  });
  const filtered = status !== undefined || category !== undefined;
  // staff screens stay in English for now (issue 27)
  const { t } = useT(viewer === 'tenant');
  return (
    <div className={layout.stackSm}>
      <div className={styles.filters}>
        <StatusFilter
          value={status}
          onChange={(next) => setFilter('status', next)}
          translated={viewer === 'tenant'}
        />
        {viewer === 'staff' ? (
          <CategoryFilter value={category} onChange={(next) => setFilter('category', next)} />
        ) : null}
      </div>
      {error && !data ? (
        // A refused read says why (SPEC §8), rather than an empty table that says there is nothing.
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : null}
      <ComplaintsTable
        label={label}
        viewer={viewer}
        complaints={data?.data}
        loading={isLoading}
        emptyText={<NoComplaints viewer={viewer} hint={filtered ? t('noneMatch') : emptyHint} />}
        onOpen={setOpened}
      />
      <Pager pagination={data?.pagination} onPage={setPage} />
      <ComplaintFormModal {...openedDialog} viewer={viewer} complaint={opened} />
    </div>
  );
}
