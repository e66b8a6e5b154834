import { PageHeader } from '@pgportal/ui';

/** /app/tenants: the page's frame until its issue fills it. */
export default function TenantsPage() {
  return (
    <section className="page">
      <PageHeader title="Tenants" />
    </section>
  );
}
