import { Page, PageHeader } from '@pgportal/ui';

/** /app/property/:id: the page's frame until its issue fills it. */
export default function PropertyDetailPage() {
  return (
    <Page>
      <PageHeader title="Property" />
    </Page>
  );
}
