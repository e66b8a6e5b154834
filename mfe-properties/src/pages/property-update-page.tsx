import { Page, PageHeader } from '@pgportal/ui';

/** /app/property/:id/update: the page's frame until its issue fills it. */
export default function PropertyUpdatePage() {
  return (
    <Page>
      <PageHeader title="Update Property" />
    </Page>
  );
}
