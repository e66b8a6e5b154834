import { PageHeader } from '@pgportal/ui';

/** /app/tenants/view/:id: the page's frame until its issue fills it. */
export default function TenantViewPage() {
  return (
    <section className="page">
      <PageHeader title="Tenant Details" />
    </section>
  );
}
