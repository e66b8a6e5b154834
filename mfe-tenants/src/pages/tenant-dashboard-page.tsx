import { PageHeader } from '@pgportal/ui';

/** /tenant/dashboard: the page's frame until its issue fills it. */
export default function TenantDashboardPage() {
  return (
    <section className="page">
      <PageHeader title="Tenant Details" />
    </section>
  );
}
