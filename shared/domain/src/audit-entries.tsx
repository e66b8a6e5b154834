// Audit entries as a table (issue 26, shared in issue 42): when, who, what, and each change as
// "field: before → after". The tenant History tab (mfe-tenants) and the Audit log page
// (mfe-properties) both show it.
import { formatDate } from '@pgportal/contracts/format';
import type { AuditEntryAnswer } from '@pgportal/contracts/responses';
import { cx, DataTable, layout, type DataTableColumn } from '@pgportal/ui';
import type { ReactNode } from 'react';
import { changeText, shownChanges, whatText } from './audit-change-text';

const TIME = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const WRAP = { overflowWrap: 'anywhere' } as const;

const when: DataTableColumn<AuditEntryAnswer> = {
  key: 'when',
  header: 'When',
  render: (entry) => `${formatDate(entry.createdAt)}, ${TIME.format(new Date(entry.createdAt))}`,
};

const rest: DataTableColumn<AuditEntryAnswer>[] = [
  {
    key: 'who',
    header: 'Who',
    render: (entry) => (
      <span className={layout.stackXs}>
        <span>{entry.actor.name}</span>
        {entry.actor.email ? (
          <span className={cx(layout.muted, layout.textSm)} style={WRAP}>
            {entry.actor.email}
          </span>
        ) : null}
      </span>
    ),
  },
  { key: 'what', header: 'What', render: (entry) => whatText(entry.objectType, entry.action) },
  {
    key: 'changes',
    header: 'Changes',
    render: (entry) =>
      shownChanges(entry.changes).length ? (
        <ul className={layout.stackXs} style={{ ...WRAP, margin: 0, paddingLeft: '1.1em' }}>
          {shownChanges(entry.changes).map((change) => (
            <li key={change.field}>{changeText(change)}</li>
          ))}
        </ul>
      ) : (
        '—'
      ),
  },
];

export interface AuditEntriesProps {
  /** the table's accessible name, e.g. 'History' */
  label: string;
  entries: readonly AuditEntryAnswer[] | undefined;
  loading?: boolean;
  emptyText: ReactNode;
  /** the name of an entry's property, for a column 'Property' (a log of several properties) */
  propertyName?: (propertyId: string | null) => string;
}

export function AuditEntries({ label, entries, loading, emptyText, propertyName }: AuditEntriesProps) {
  const columns = propertyName
    ? [
        when,
        {
          key: 'property',
          header: 'Property',
          render: (entry: AuditEntryAnswer) => propertyName(entry.propertyId),
        },
        ...rest,
      ]
    : [when, ...rest];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={entries}
      getRowId={(entry) => entry._id}
      loading={loading}
      emptyText={emptyText}
    />
  );
}
