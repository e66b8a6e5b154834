import { Page, PageHeader } from '@pgportal/ui';

/** /tenant/billing: the page's frame until its issue fills it. */
export default function TenantBillingPage() {
  return (
    <Page>
      <PageHeader title="Billing" />
    </Page>
  );
}
