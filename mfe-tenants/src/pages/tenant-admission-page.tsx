import { href } from '@pgportal/contracts/paths';
import { ErrorBoundary, Page, PageHeader } from '@pgportal/ui';
import { useNavigate } from '@pgportal/runtime/router';
import { TenantForm } from '../features/tenants/components/tenant-form';

/** /app/tenants/admission: 'New Tenant'; after adding, the tenants list replaces this page in history. */
export default function TenantAdmissionPage() {
  const navigate = useNavigate();
  const toList = () => navigate(href('tenants'), { replace: true });
  return (
    <Page>
      <PageHeader
        title="New Tenant"
        description="The tenant joins the property named below and receives an e-mail to verify their address."
      />
      <ErrorBoundary>
        <TenantForm onSaved={toList} onCancel={() => navigate(href('tenants'))} />
      </ErrorBoundary>
    </Page>
  );
}
