import { Page, PageHeader } from '@pgportal/ui';

/** /app/tenants/view/:id: the page's frame until its issue fills it. */
export default function TenantViewPage() {
  return (
    <Page>
      <PageHeader title="Tenant Details" />
    </Page>
  );
}
