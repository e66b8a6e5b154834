import { Page, PageHeader } from '@pgportal/ui';

/** /app/property/:id/room/:roomId: the page's frame until its issue fills it. */
export default function PropertyRoomPage() {
  return (
    <Page>
      <PageHeader title="Room" />
    </Page>
  );
}
