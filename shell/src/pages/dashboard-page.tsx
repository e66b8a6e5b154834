import { API } from '@pgportal/contracts/api-paths';
import { pageReady } from '@pgportal/contracts/page-snapshot';
import type { PropertyDetail } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import { Page, PageHeader } from '@pgportal/ui';
import { useApiQuery } from '@pgportal/ui/data';
import { RemoteWidget } from '@pgportal/runtime/widgets';

/** The line under the heading naming the property the dashboard is about (DESIGN §5). */
function CurrentProperty() {
  const id = useSession((state) => state.user?.currentProperty ?? null);
  const { data, isLoading } = useApiQuery<PropertyDetail>(id ? API.property.fetch(id) : null, undefined, {
    toastErrors: false,
  });
  // The page is ready once its line is complete: a picture of it is shown until then (issue 43).
  if (!id)
    return <span {...pageReady(true)}>No current property yet: add or choose one under Properties.</span>;
  return <span {...pageReady(!isLoading)}>Current property: {data?.name ?? '…'}</span>;
}

/**
 * /app/dashboard (SPEC §2): 'Waiting for you' (mfe-tenants' `waiting` widget, issue 42), the summary cards (mfe-tenants' `statsCards` widget), the exit
 * statements whose refund is due (its `refundsDue`, issue 24) and the
 * 'All Complaints' table (mfe-complaints' `allComplaints` widget).
 */
export function DashboardPage() {
  return (
    <Page>
      <PageHeader title="Dashboard" description={<CurrentProperty />} />
      <div className="dashboard-waiting">
        <RemoteWidget remote="mfe_tenants" widget="waiting" />
      </div>
      <div className="dashboard-stats">
        <RemoteWidget remote="mfe_tenants" widget="statsCards" />
      </div>
      <RemoteWidget remote="mfe_tenants" widget="refundsDue" optional />
      <RemoteWidget remote="mfe_complaints" widget="allComplaints" />
    </Page>
  );
}
