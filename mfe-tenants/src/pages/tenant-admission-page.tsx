import { Page, PageHeader } from '@pgportal/ui';

/** /app/tenants/admission: the page's frame until its issue fills it. */
export default function TenantAdmissionPage() {
  return (
    <Page>
      <PageHeader title="New Tenant" />
    </Page>
  );
}
