import { Page, PageHeader } from '@pgportal/ui';

/** /app/tenants: the page's frame until its issue fills it. */
export default function TenantsPage() {
  return (
    <Page>
      <PageHeader title="Tenants" />
    </Page>
  );
}
