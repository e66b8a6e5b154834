import { Page, PageHeader } from '@pgportal/ui';

/** /app/property/:id/add-room: the page's frame until its issue fills it. */
export default function PropertyAddRoomPage() {
  return (
    <Page>
      <PageHeader title="Add Room" />
    </Page>
  );
}
