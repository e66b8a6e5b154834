import { formatName } from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import type { TenantListItem } from '@pgportal/contracts/types';
import { Button, ConfirmDelete, ErrorBoundary, LoadFailed, Page, PageHeader, PlusIcon } from '@pgportal/ui';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from '@pgportal/runtime/router';
import { useDeleteTenant, useResendTenantVerification, useTenants } from '../features/tenants/api';
import { Pager } from '../features/tenants/components/pager';
import { TenantsSearch } from '../features/tenants/components/tenants-search';
import { TenantsTable } from '../features/tenants/components/tenants-table';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

function Tenants() {
  const navigate = useNavigate();
  // The search and the page live in the URL: a reload, a shared link or Back keep them.
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));
  const { data, error, isLoading, mutate } = useTenants({ search, page });

  const setQuery = useCallback(
    (next: { search?: string; page?: number }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const nextSearch = next.search ?? updated.get('search') ?? '';
          if (nextSearch) updated.set('search', nextSearch);
          else updated.delete('search');
          if (next.page && next.page > 1) updated.set('page', String(next.page));
          else updated.delete('page');
          return updated;
        },
        { replace: next.search !== undefined },
      ),
    [setParams],
  );
  const onSearch = useCallback((text: string) => setQuery({ search: text, page: 1 }), [setQuery]);

  const resendVerification = useResendTenantVerification();
  const deleteTenant = useDeleteTenant();
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<TenantListItem | null>(null);

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
    <Page>
      <PageHeader
        title="Tenants"
        description="Everyone admitted to your properties, with their room and bed."
        actions={
          <Button icon={<PlusIcon />} onClick={() => navigate(href('tenantAdmission'))}>
            New Tenant
          </Button>
        }
      />
      <TenantsSearch value={search} onSearch={onSearch} />
      {error && !data ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : null}
      <TenantsTable
        tenants={data?.data}
        loading={isLoading}
        resendingId={resendingId}
        onResend={resend}
        onView={(tenant) => navigate(href('tenantView', { id: tenant._id }))}
        onUpdate={(tenant) => navigate(href('tenantUpdate', { id: tenant._id }))}
        onRemove={setToDelete}
      />
      <Pager pagination={data?.pagination} onPage={(next) => setQuery({ page: next })} />
      <ConfirmDelete
        resource="Tenant"
        name={toDelete ? formatName(toDelete.fullName) || toDelete.email : undefined}
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
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
