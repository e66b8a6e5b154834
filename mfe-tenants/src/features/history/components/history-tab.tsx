import { MESSAGES } from '@pgportal/contracts/messages';
import { AuditEntries } from '@pgportal/domain';
import { LoadFailed, Pager } from '@pgportal/ui';
import { useState } from 'react';
import { useTenantHistory } from '../api';

/** Tenant details, History tab: who changed what about the tenant, newest first (issue 26). */
export function HistoryTab({ tenantId }: { tenantId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useTenantHistory(tenantId, page);
  return (
    <>
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <AuditEntries
        label="History"
        entries={data?.entries}
        loading={isLoading}
        emptyText={MESSAGES.noHistory}
      />
      <Pager label="History pages" pagination={data?.pagination} onPage={setPage} noun="changes" />
    </>
  );
}
