import { Page, PageHeader } from '@pgportal/ui';

/** /tenant/dashboard: the page's frame until its issue fills it. */
export default function TenantDashboardPage() {
  return (
    <Page>
      <PageHeader title="Tenant Details" />
    </Page>
  );
}
