import { Page, PageHeader } from '@pgportal/ui';
import { RemoteWidget } from '@pgportal/runtime/widgets';

/**
 * /app/dashboard (SPEC §2): the summary cards (mfe-tenants' `statsCards` widget, shown once that
 * remote exposes it) and the 'All Complaints' table (mfe-complaints' `allComplaints` widget).
 */
export function DashboardPage() {
  return (
    <Page>
      <PageHeader title="Dashboard" />
      <RemoteWidget remote="mfe_tenants" widget="statsCards" optional />
      <RemoteWidget remote="mfe_complaints" widget="allComplaints" />
    </Page>
  );
}
