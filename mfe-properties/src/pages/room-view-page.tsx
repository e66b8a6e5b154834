import { PageHeader } from '@pgportal/ui';

/** /app/rooms/view/:roomId: the page's frame until its issue fills it. */
export default function RoomViewPage() {
  return (
    <section className="page">
      <PageHeader title="Room" />
    </section>
  );
}
