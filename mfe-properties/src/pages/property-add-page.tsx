import { PageHeader } from '@pgportal/ui';

/** /app/property/add: the page's frame until its issue fills it. */
export default function PropertyAddPage() {
  return (
    <section className="page">
      <PageHeader title="Add Property" />
    </section>
  );
}
