import { formatDate } from '@pgportal/contracts/format';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { AuditEntryAnswer } from '@pgportal/contracts/responses';
import { DataTable, LoadFailed, Pager, type DataTableColumn } from '@pgportal/ui';
import { useState } from 'react';
import { useTenantHistory } from '../api';
import { changeText, shownChanges, whatText } from './change-text';
import * as styles from './history-tab.module.css';

const TIME = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const columns: DataTableColumn<AuditEntryAnswer>[] = [
  {
    key: 'when',
    header: 'When',
    render: (entry) => `${formatDate(entry.createdAt)}, ${TIME.format(new Date(entry.createdAt))}`,
  },
  {
    key: 'who',
    header: 'Who',
    render: (entry) => (
      <span className={styles.who}>
        <span>{entry.actor.name}</span>
        {entry.actor.email ? <span className={styles.email}>{entry.actor.email}</span> : null}
      </span>
    ),
  },
  { key: 'what', header: 'What', render: (entry) => whatText(entry.objectType, entry.action) },
  {
    key: 'changes',
    header: 'Changes',
    render: (entry) =>
      shownChanges(entry.changes).length ? (
        <ul className={styles.changes}>
          {shownChanges(entry.changes).map((change) => (
            <li key={change.field}>{changeText(change)}</li>
          ))}
        </ul>
      ) : (
        '—'
      ),
  },
];

/** Tenant details, History tab: who changed what about the tenant, newest first (issue 26). */
export function HistoryTab({ tenantId }: { tenantId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useTenantHistory(tenantId, page);
  return (
    <>
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <DataTable
        label="History"
        columns={columns}
        rows={data?.entries}
        getRowId={(entry) => entry._id}
        loading={isLoading}
        emptyText={MESSAGES.noHistory}
      />
      <Pager label="History pages" pagination={data?.pagination} onPage={setPage} noun="changes" />
    </>
  );
}
