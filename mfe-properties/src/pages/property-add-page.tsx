import { Page, PageHeader } from '@pgportal/ui';

/** /app/property/add: the page's frame until its issue fills it. */
export default function PropertyAddPage() {
  return (
    <Page>
      <PageHeader title="Add Property" />
    </Page>
  );
}
