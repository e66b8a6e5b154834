import { PageHeader } from '@pgportal/ui';

/** /tenant/billing: the page's frame until its issue fills it. */
export default function TenantBillingPage() {
  return (
    <section className="page">
      <PageHeader title="Billing" />
    </section>
  );
}
