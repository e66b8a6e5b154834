import { Page, PageHeader } from '@pgportal/ui';

/** /app/tenants/:id/update: the page's frame until its issue fills it. */
export default function TenantUpdatePage() {
  return (
    <Page>
      <PageHeader title="Update Tenant" />
    </Page>
  );
}
