import { PATHS } from '@pgportal/contracts/paths';
import { formatName } from '@pgportal/contracts/format';
import { useSession } from '@pgportal/runtime/session';
import { ChatIcon, HomeIcon, ReceiptIcon } from './nav-icons';
import { OfflineBanner } from '../offline/offline-banner';
import { PortalLayout } from './portal-layout';
import type { NavItem } from './portal-layout';

const TENANT_NAV: readonly NavItem[] = [
  { to: PATHS.tenantDashboard, label: 'Home', icon: <HomeIcon /> },
  { to: PATHS.tenantBilling, label: 'Billing', icon: <ReceiptIcon /> },
  { to: PATHS.tenantComplaints, label: 'My Complaints', icon: <ChatIcon /> },
];

/** /tenant (SPEC §2): Home, Billing and My Complaints (issue 22: in the phone's bottom bar), a Profile button, the tenant's avatar and name, role TENANT. */
export function TenantLayout() {
  const tenant = useSession((state) => state.tenant);
  return (
    <PortalLayout
      homePath={PATHS.tenantDashboard}
      nav={TENANT_NAV}
      person={{
        name: formatName(tenant?.fullName) || 'Guest',
        roleLabel: 'TENANT',
        avatarUrl: tenant?.profilePhoto?.url ?? null,
      }}
      profileButton={{ label: 'Profile', to: PATHS.tenantProfile }}
      banner={<OfflineBanner />}
    />
  );
}
