import { Page, PageHeader } from '@pgportal/ui';

/** /app/properties: the page's frame until its issue fills it. */
export default function PropertiesPage() {
  return (
    <Page>
      <PageHeader title="Properties" />
    </Page>
  );
}
