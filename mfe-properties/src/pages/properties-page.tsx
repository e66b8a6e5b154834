import { PageHeader } from '@pgportal/ui';

/** /app/properties: the page's frame until its issue fills it. */
export default function PropertiesPage() {
  return (
    <section className="page">
      <PageHeader title="Properties" />
    </section>
  );
}
