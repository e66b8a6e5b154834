import { Page, PageHeader } from '@pgportal/ui';
import { MyBilling } from '../features/invoices/components/my-billing';

/** /tenant/billing: the tenant's invoices, what they owe, downloads and UPI codes. */
export default function TenantBillingPage() {
  return (
    <Page>
      <PageHeader title="Billing" />
      <MyBilling />
    </Page>
  );
}
