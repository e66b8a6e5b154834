import { STATEMENT_LINE_STATUSES, type StatementLineStatus } from '@pgportal/contracts/enums';
import { ErrorBoundary, Page, PageHeader, Tabs } from '@pgportal/ui';
import { useListParams } from '@pgportal/ui/data';
import { StatementLines } from '../features/reconcile/components/statement-lines';
import { StatementUpload } from '../features/reconcile/components/statement-upload';

const LABELS: Record<StatementLineStatus, string> = {
  SUGGESTED: 'Suggested',
  UNMATCHED: 'Unmatched',
  MATCHED: 'Matched',
  IGNORED: 'Ignored',
};
const ORDER: readonly StatementLineStatus[] = ['SUGGESTED', 'UNMATCHED', 'MATCHED', 'IGNORED'];

const statusOf = (value: string | undefined): StatementLineStatus =>
  (STATEMENT_LINE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as StatementLineStatus)
    : 'SUGGESTED';

/** /app/reconcile (issue 23): upload the bank statement, then work through what was not matched. */
export default function ReconcilePage() {
  const { page, setPage, filters, setFilter } = useListParams({ filters: ['status'] });
  const status = statusOf(filters.status);
  return (
    <Page>
      <PageHeader title="Reconcile" description="Match the bank statement’s credits to invoices." />
      <ErrorBoundary>
        <StatementUpload />
        <Tabs
          label="Statement lines"
          selected={status}
          onSelect={(id) => setFilter('status', id)}
          tabs={ORDER.map((id) => ({
            id,
            label: LABELS[id],
            content: id === status ? <StatementLines status={id} page={page} onPage={setPage} /> : null,
          }))}
        />
      </ErrorBoundary>
    </Page>
  );
}
