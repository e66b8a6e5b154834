import { pageReady } from '@pgportal/contracts/page-snapshot';
import { href } from '@pgportal/contracts/paths';
import type { Tenant } from '@pgportal/contracts/types';
import { ErrorBoundary, LoadFailed, LoadingBlock, Page, PageHeader, Tabs, layout } from '@pgportal/ui';
import { RemoteWidget } from '@pgportal/runtime/widgets';
import { useState } from 'react';
import { DaysAwaySection } from '../features/meals/components/days-away-section';
import { HomeDue } from '../features/invoices/components/home-due';
import { UnreadOfficeNotice } from '../features/office-notices/components/unread-office-notice';
import { OfficeNoticesSection } from '../features/office-notices/components/office-notices-section';
import { useOwnTenant } from '../features/tenants/api';
import { TenantHeader } from '../features/tenants/components/tenant-header';
import { PropertyDetailsTab } from '../features/tenants/components/tenant-info-tabs';
import { useT } from '../i18n/catalogue';
import { KitInTenantLanguage } from '../i18n/kit-labels';

function OwnTabs({ tenant }: { tenant: Tenant }) {
  const [tab, setTab] = useState('property');
  const { t } = useT();
  return (
    <Tabs
      label={t('myDetails')}
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'property', label: t('propertyDetails'), content: <PropertyDetailsTab tenant={tenant} translated /> },
        { id: 'meals', label: t('meals'), content: <DaysAwaySection /> },
        // The complaints remote's widget, behind the shell's boundary (Retry if it fails to load).
        {
          id: 'complaints',
          label: t('myComplaints'),
          content: <RemoteWidget remote="mfe_complaints" widget="myComplaints" />,
        },
      ]}
    />
  );
}

function OwnDetails() {
  const { data: tenant, error, mutate } = useOwnTenant();
  const { t } = useT();
  if (error && !tenant) {
    return <LoadFailed error={error} onRetry={() => void mutate()} />;
  }
  if (!tenant) return <LoadingBlock label={t('loadingDetails')} />;
  return (
    <div className={layout.stackLg} {...pageReady(true)}>
      <ErrorBoundary>
        <HomeDue />
      </ErrorBoundary>
      <ErrorBoundary>
        <UnreadOfficeNotice />
      </ErrorBoundary>
      <TenantHeader tenant={tenant} dueHref={href('tenantBilling')} translated />
      <ErrorBoundary>
        <OfficeNoticesSection />
      </ErrorBoundary>
      <OwnTabs tenant={tenant} />
    </div>
  );
}

/** /tenant/dashboard: the tenant's own details page (SPEC §2). */
export default function TenantDashboardPage() {
  const { t } = useT();
  return (
    <KitInTenantLanguage>
      <Page>
        <PageHeader title={t('dashboardTitle')} />
        <ErrorBoundary>
          <OwnDetails />
        </ErrorBoundary>
      </Page>
    </KitInTenantLanguage>
  );
}
