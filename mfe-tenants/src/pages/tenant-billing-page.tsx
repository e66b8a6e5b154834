import { Page, PageHeader } from '@pgportal/ui';
import { MyBilling } from '../features/invoices/components/my-billing';
import { MyNotice } from '../features/notices/components/my-notice';
import { useOwnTenant } from '../features/tenants/api';

/** /tenant/billing: the tenant's invoices, what they owe, downloads and UPI codes. */
export default function TenantBillingPage() {
  const { data: tenant } = useOwnTenant();
  return (
    <Page>
      <PageHeader title="Billing" />
      <MyBilling />
      <MyNotice tenant={tenant} />
    </Page>
  );
}
