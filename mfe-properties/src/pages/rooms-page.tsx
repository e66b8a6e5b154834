import { Page, PageHeader } from '@pgportal/ui';

/** /app/rooms: the page's frame until its issue fills it. */
export default function RoomsPage() {
  return (
    <Page>
      <PageHeader title="Rooms" />
    </Page>
  );
}
