import { PageHeader } from '@pgportal/ui';

/** /app/property/:id/add-room: the page's frame until its issue fills it. */
export default function PropertyAddRoomPage() {
  return (
    <section className="page">
      <PageHeader title="Add Room" />
    </section>
  );
}
