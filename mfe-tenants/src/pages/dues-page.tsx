// /app/dues (issue 23): everyone in the current property with something outstanding, oldest debt
// first, with the totals, 'Overdue only', a search, 'Remind on WhatsApp' and 'Mark as Paid'; a row
// whose tenant claims to have paid reads 'Claimed · waiting' with the UTR and offers 'Confirm' (issue 42).
// Beside the CSV exports, 'Tally XML' with its month: the property's books for the accountant, and
// for a GST-registered property 'GSTR-1 CSV' of the same month (issue 44).
import type { DueAnswer } from '@pgportal/contracts/responses';
import { CheckboxField, ErrorBoundary, LoadFailed, Page, PageHeader, Pager, SearchBox } from '@pgportal/ui';
import { useListParams } from '@pgportal/ui/data';
import { useState } from 'react';
import { useDues } from '../features/dues/api';
import { ExportLink } from '@pgportal/domain';
import { DuesTable } from '../features/dues/components/dues-table';
import { DuesTotals } from '../features/dues/components/dues-totals';
import { TallyExport } from '../features/dues/components/tally-export';
import { MarkAsPaidModal } from '../features/invoices/components/mark-as-paid-modal';
import { useConfirmClaim } from '../features/invoices/api/claim-payment';

function Dues() {
  // The search, the page and 'Overdue only' live in the URL (a reload or Back keeps them).
  const { page, search, filters, setPage, setSearch, setFilter } = useListParams({ filters: ['overdue'] });
  const overdue = filters.overdue === 'true' ? 'true' : undefined;
  const { data, error, isLoading, mutate } = useDues({ search, page, overdue });
  const [paying, setPaying] = useState<DueAnswer | null>(null);
  const confirm = useConfirmClaim();
  const confirmClaim = (due: DueAnswer) => {
    if (due.claim) void confirm.trigger({ billingId: due.claim.invoice._id, claimId: due.claim._id });
  };

  return (
    <Page>
      <PageHeader
        title="Dues"
        description="Everyone in the current property who owes, oldest debt first."
        actions={
          <>
            <ExportLink kind="invoices" label="Export invoices (CSV)" />
            <ExportLink kind="payments" label="Export payments (CSV)" />
            <TallyExport />
          </>
        }
      />
      <DuesTotals />
      <SearchBox label="Search dues" placeholder="Name, email or phone" value={search} onSearch={setSearch} />
      <CheckboxField
        label="Overdue only"
        checked={overdue === 'true'}
        onChange={(event) => setFilter('overdue', event.target.checked ? 'true' : undefined)}
      />
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <DuesTable
        dues={data?.data}
        loading={isLoading}
        onMarkAsPaid={setPaying}
        onConfirmClaim={confirmClaim}
        confirming={confirm.isMutating}
      />
      <Pager label="Dues pages" noun="tenants" pagination={data?.pagination} onPage={setPage} />
      <MarkAsPaidModal invoice={paying?.invoice ?? null} onClose={() => setPaying(null)} />
    </Page>
  );
}

export default function DuesPage() {
  return (
    <ErrorBoundary>
      <Dues />
    </ErrorBoundary>
  );
}
