import { Page, PageHeader } from '@pgportal/ui';

/** /tenant/profile: the page's frame until its issue fills it. */
export default function TenantProfilePage() {
  return (
    <Page>
      <PageHeader title="Profile" />
    </Page>
  );
}
