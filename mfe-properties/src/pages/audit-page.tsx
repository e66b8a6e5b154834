// /app/audit (issue 42): the audit log for those with audit.view: who changed what, when, with
// before and after as the tenant History tab shows it; filtered by property, object, person and
// days, newest first, paged.
import { MESSAGES } from '@pgportal/contracts/messages';
import { AuditEntries, FindProperty } from '@pgportal/domain';
import { ErrorBoundary, LoadFailed, Page, PageHeader, Pager } from '@pgportal/ui';
import { useState } from 'react';
import { NO_FILTERS, useAuditLog, type AuditFilters } from '../features/audit/api';
import { AuditFiltersForm } from '../features/audit/components/audit-filters';
import { FindPerson } from '../lib/find-person';
import { usePeopleChoices, usePropertyChoices } from '../lib/property-choices';

function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAuditLog(filters, page);
  const choices = usePropertyChoices(filters.propertyId || undefined);
  const people = usePeopleChoices(filters.actor || undefined);
  // each entry names its property (the API's), whatever the number of properties
  const names = new Map((data?.entries ?? []).map((entry) => [entry.propertyId, entry.propertyName]));
  return (
    <Page>
      <PageHeader
        title="Audit log"
        description="Every change made in the properties you run: who made it, when, and what it was before and after."
      />
      <AuditFiltersForm
        filters={filters}
        properties={choices.properties}
        findProperty={
          choices.findable ? <FindProperty search={choices.search} onSearch={choices.setSearch} /> : null
        }
        people={people.people}
        findPerson={
          people.findable ? (
            <FindPerson label="Find a person" search={people.search} onSearch={people.setSearch} />
          ) : null
        }
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <AuditEntries
        label="Audit log"
        entries={data?.entries}
        loading={isLoading}
        emptyText={MESSAGES.auditEmpty}
        propertyName={(id) => (id ? (names.get(id) ?? '—') : '—')}
      />
      <Pager
        label="Audit log pages"
        pagination={data?.pagination}
        onPage={setPage}
        // the log is counted only so far past the page (issue 43): its total is then "or more"
        noun={data?.pagination?.capped ? 'changes or more' : 'changes'}
      />
    </Page>
  );
}

export default function AuditPage() {
  return (
    <ErrorBoundary>
      <AuditLog />
    </ErrorBoundary>
  );
}
