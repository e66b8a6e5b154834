import { href } from '@pgportal/contracts/paths';
import type { Tenant } from '@pgportal/contracts/types';
import { ErrorBoundary, LoadFailed, LoadingBlock, Page, PageHeader, Tabs, layout } from '@pgportal/ui';
import { RemoteWidget } from '@pgportal/runtime/widgets';
import { useState } from 'react';
import { DaysAwaySection } from '../features/meals/components/days-away-section';
import { OfficeNoticesSection } from '../features/office-notices/components/office-notices-section';
import { useOwnTenant } from '../features/tenants/api';
import { TenantHeader } from '../features/tenants/components/tenant-header';
import { PropertyDetailsTab } from '../features/tenants/components/tenant-info-tabs';

function OwnTabs({ tenant }: { tenant: Tenant }) {
  const [tab, setTab] = useState('property');
  return (
    <Tabs
      label="My details"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'property', label: 'Property Details', content: <PropertyDetailsTab tenant={tenant} /> },
        { id: 'meals', label: 'Meals', content: <DaysAwaySection /> },
        // The complaints remote's widget, behind the shell's boundary (Retry if it fails to load).
        {
          id: 'complaints',
          label: 'My Complaints',
          content: <RemoteWidget remote="mfe_complaints" widget="myComplaints" />,
        },
      ]}
    />
  );
}

function OwnDetails() {
  const { data: tenant, error, mutate } = useOwnTenant();
  if (error && !tenant) {
    return <LoadFailed error={error} onRetry={() => void mutate()} />;
  }
  if (!tenant) return <LoadingBlock label="Loading your details" />;
  return (
    <div className={layout.stackLg}>
      <TenantHeader tenant={tenant} dueHref={href('tenantBilling')} />
      <ErrorBoundary>
        <OfficeNoticesSection />
      </ErrorBoundary>
      <OwnTabs tenant={tenant} />
    </div>
  );
}

/** /tenant/dashboard: the tenant's own details page (SPEC §2). */
export default function TenantDashboardPage() {
  return (
    <Page>
      <PageHeader title="Tenant Details" />
      <ErrorBoundary>
        <OwnDetails />
      </ErrorBoundary>
    </Page>
  );
}
