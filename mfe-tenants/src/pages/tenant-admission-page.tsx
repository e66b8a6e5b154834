import { PageHeader } from '@pgportal/ui';

/** /app/tenants/admission: the page's frame until its issue fills it. */
export default function TenantAdmissionPage() {
  return (
    <section className="page">
      <PageHeader title="New Tenant" />
    </section>
  );
}
