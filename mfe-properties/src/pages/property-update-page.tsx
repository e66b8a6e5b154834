import { PageHeader } from '@pgportal/ui';

/** /app/property/:id/update: the page's frame until its issue fills it. */
export default function PropertyUpdatePage() {
  return (
    <section className="page">
      <PageHeader title="Update Property" />
    </section>
  );
}
