import { pageReady } from '@pgportal/contracts/page-snapshot';
import { formatName } from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import type { TenantListItem } from '@pgportal/contracts/types';
import {
  Button,
  ConfirmDelete,
  ErrorBoundary,
  LoadFailed,
  Page,
  PageHeader,
  Pager,
  PlusIcon,
  SearchBox,
  useChosen,
} from '@pgportal/ui';
import { useListParams } from '@pgportal/ui/data';
import { useState } from 'react';
import { useNavigate } from '@pgportal/runtime/router';
import { useDeleteTenant, useResendTenantVerification, useTenants } from '../features/tenants/api';
import { ExportLink } from '@pgportal/domain';
import { TenantListControls } from '../features/tenants/components/tenant-list-controls';
import { filtersFromUrl, TENANT_LIST_PARAMS } from '../features/tenants/components/tenant-list-filters';
import { TenantsTable } from '../features/tenants/components/tenants-table';

function Tenants() {
  const navigate = useNavigate();
  // The search, the page, the filters and the sort live in the URL: a reload, a shared link or
  // Back keep them, and the dashboard's Due Amount card links to ?owes=true.
  const { page, search, filters, setPage, setSearch, setFilter } = useListParams({
    filters: TENANT_LIST_PARAMS,
  });
  const dues = filtersFromUrl(filters);
  const { data, error, isLoading, mutate } = useTenants({ search, page, ...dues });

  const resendVerification = useResendTenantVerification();
  const deleteTenant = useDeleteTenant();
  const [resendingId, setResendingId] = useState<string | null>(null);
  const { chosen: toDelete, choose: setToDelete, dialog: toDeleteDialog } = useChosen<TenantListItem>();

  const resend = async (tenant: TenantListItem) => {
    setResendingId(tenant._id);
    await resendVerification.trigger(tenant._id);
    setResendingId(null);
  };

  const remove = async () => {
    if (!toDelete) return;
    const result = await deleteTenant.trigger(toDelete._id);
    if (!result.ok) throw result.error;
  };

  return (
    // Ready once its first rows (or its failure) are in: a picture of it is shown until then (issue 43).
    <Page {...pageReady(!isLoading)}>
      <PageHeader
        title="Tenants"
        description="Everyone admitted to your properties, with their room and bed."
        actions={
          <>
            <ExportLink kind="tenants" />
            <Button icon={<PlusIcon />} onClick={() => navigate(href('tenantAdmission'))}>
              New Tenant
            </Button>
          </>
        }
      />
      <SearchBox
        label="Search tenants"
        placeholder="Name, email or phone"
        value={search}
        onSearch={setSearch}
      />
      <TenantListControls filters={dues} onChange={setFilter} />
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <TenantsTable
        tenants={data?.data}
        loading={isLoading}
        resendingId={resendingId}
        onResend={resend}
        onView={(tenant) => navigate(href('tenantView', { id: tenant._id }))}
        onUpdate={(tenant) => navigate(href('tenantUpdate', { id: tenant._id }))}
        onRemove={setToDelete}
        onAssignBed={(tenant) => navigate(href('assignBed', { tenantId: tenant._id }))}
      />
      <Pager
        label="Tenants pages"
        // a search counts its matches only so far past the page (issue 28): its total is "or more"
        noun={data?.pagination?.capped ? 'tenants or more' : 'tenants'}
        pagination={data?.pagination}
        onPage={setPage}
      />
      <ConfirmDelete
        resource="Tenant"
        name={toDelete ? formatName(toDelete.fullName) || toDelete.email : undefined}
        {...toDeleteDialog}
        onConfirm={remove}
      />
    </Page>
  );
}

/** /app/tenants (SPEC §2 Tenants list). */
export default function TenantsPage() {
  return (
    <ErrorBoundary>
      <Tenants />
    </ErrorBoundary>
  );
}
