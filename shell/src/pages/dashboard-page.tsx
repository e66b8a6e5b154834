import { Page, PageHeader } from '@pgportal/ui';
import { RemoteWidget } from '@pgportal/runtime/widgets';

/**
 * /app/dashboard (SPEC §2): the summary cards (mfe-tenants' `statsCards` widget) and the
 * 'All Complaints' table (mfe-complaints' `allComplaints` widget).
 */
export function DashboardPage() {
  return (
    <Page>
      <PageHeader title="Dashboard" />
      <RemoteWidget remote="mfe_tenants" widget="statsCards" />
      <RemoteWidget remote="mfe_complaints" widget="allComplaints" />
    </Page>
  );
}
