import { Page, PageHeader } from '@pgportal/ui';
import { RemoteWidget } from '@pgportal/runtime/widgets';

/** /tenant/complaints: 'My Complaints' in the tenant's bottom bar (the complaints remote's widget). */
export default function TenantComplaintsPage() {
  return (
    <Page>
      <PageHeader title="My Complaints" />
      <RemoteWidget remote="mfe_complaints" widget="myComplaints" />
    </Page>
  );
}
