import { PageHeader } from '@pgportal/shared/ui';

/** /app/property/add: the page's frame until its issue fills it. */
export default function PropertyAddPage() {
  return (
    <section className="page">
      <PageHeader title="Add Property" />
    </section>
  );
}
