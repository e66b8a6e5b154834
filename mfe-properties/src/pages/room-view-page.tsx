import { Page, PageHeader } from '@pgportal/ui';

/** /app/rooms/view/:roomId: the page's frame until its issue fills it. */
export default function RoomViewPage() {
  return (
    <Page>
      <PageHeader title="Room" />
    </Page>
  );
}
