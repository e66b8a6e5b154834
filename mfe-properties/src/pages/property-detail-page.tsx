import { PageHeader } from '@pgportal/ui';

/** /app/property/:id: the page's frame until its issue fills it. */
export default function PropertyDetailPage() {
  return (
    <section className="page">
      <PageHeader title="Property" />
    </section>
  );
}
