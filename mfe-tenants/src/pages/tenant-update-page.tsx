import { errorMessage } from '@pgportal/contracts/api';
import { href } from '@pgportal/contracts/paths';
import { ErrorBoundary, LoadingBlock, Notice, Page, PageHeader } from '@pgportal/ui';
import { useNavigate, useParams } from '@pgportal/runtime/router';
import { useTenant } from '../features/tenants/api';
import { TenantForm } from '../features/tenants/components/tenant-form';

function UpdateTenant({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: tenant, error } = useTenant(id);
  const toDetails = () => navigate(href('tenantView', { id }), { replace: true });
  if (error && !tenant) return <Notice role="alert">{errorMessage(error)}</Notice>;
  if (!tenant) return <LoadingBlock label="Loading tenant" />;
  return <TenantForm key={tenant._id} tenant={tenant} onSaved={toDetails} onCancel={() => navigate(-1)} />;
}

/** /app/tenants/:id/update: 'Update Tenant', the form prefilled. */
export default function TenantUpdatePage() {
  const { id = '' } = useParams();
  return (
    <Page>
      <PageHeader title="Update Tenant" />
      <ErrorBoundary>
        <UpdateTenant id={id} />
      </ErrorBoundary>
    </Page>
  );
}
