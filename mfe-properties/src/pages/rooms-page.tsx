import { PageHeader } from '@pgportal/ui';

/** /app/rooms: the page's frame until its issue fills it. */
export default function RoomsPage() {
  return (
    <section className="page">
      <PageHeader title="Rooms" />
    </section>
  );
}
