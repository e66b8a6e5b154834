import { PageHeader } from '@pgportal/ui';

/** /app/tenants/:id/update: the page's frame until its issue fills it. */
export default function TenantUpdatePage() {
  return (
    <section className="page">
      <PageHeader title="Update Tenant" />
    </section>
  );
}
