import { staffRoleLabel } from '@pgportal/contracts/enums';
import { formatName } from '@pgportal/contracts/format';
import { useSession } from '@pgportal/runtime/session';
import {
  BedIcon,
  BuildingIcon,
  ChartIcon,
  HomeIcon,
  MealIcon,
  MegaphoneIcon,
  ReceiptIcon,
  ShieldIcon,
  UsersIcon,
} from './nav-icons';
import { PortalLayout } from './portal-layout';
import { PropertySwitcher } from './property-switcher';
import type { NavItem } from './portal-layout';
import { can } from '@pgportal/contracts/capabilities';
import type { User } from '@pgportal/contracts/types';

const STAFF_NAV: readonly NavItem[] = [
  { to: '/app/dashboard', label: 'Home', icon: <HomeIcon /> },
  { to: '/app/properties', label: 'Properties', icon: <BuildingIcon />, alsoActiveOn: ['/app/property/*'] },
  { to: '/app/rooms', label: 'Rooms', icon: <BedIcon /> },
  { to: '/app/tenants', label: 'Tenants', icon: <UsersIcon /> },
  { to: '/app/dues', label: 'Dues', icon: <ReceiptIcon /> },
  { to: '/app/reconcile', label: 'Reconcile', icon: <ReceiptIcon />, wideScreensOnly: true },
  { to: '/app/meals', label: 'Meals', icon: <MealIcon />, wideScreensOnly: true },
  { to: '/app/reports', label: 'Reports', icon: <ChartIcon />, wideScreensOnly: true },
  { to: '/app/notices', label: 'Notices', icon: <MegaphoneIcon />, wideScreensOnly: true },
  { to: '/app/expenses', label: 'Expenses', icon: <ReceiptIcon />, wideScreensOnly: true },
  { to: '/app/occupancy', label: 'Occupancy', icon: <BedIcon />, wideScreensOnly: true },
];
const MANAGERS_LINK: NavItem = { to: '/app/managers', label: 'Managers', icon: <ShieldIcon /> };
const OVERVIEW_LINK: NavItem = {
  to: '/app/overview',
  label: 'Overview',
  icon: <BuildingIcon />,
  wideScreensOnly: true,
};
const AUDIT_LINK: NavItem = { to: '/app/audit', label: 'Audit log', icon: <ShieldIcon />, wideScreensOnly: true };

/** The staff pages a person may open beyond everyone's (issue 42: Overview and Audit log). */
function staffNav(user: User | null): NavItem[] {
  const admin = can(user?.role, 'managers.manage');
  // Admins see every property; a manager gets the overview once they run more than one.
  const overview = admin || (user?.assignedPGs.length ?? 0) > 1;
  return [
    ...STAFF_NAV,
    ...(overview ? [OVERVIEW_LINK] : []),
    ...(can(user?.role, 'audit.view') ? [AUDIT_LINK] : []),
    ...(admin ? [MANAGERS_LINK] : []),
  ];
}

/**
 * /app (SPEC §2): Home, Properties, Rooms, Tenants, Dues, Reconcile (issue 23), Meals (issue 25),
 * Reports, Expenses and Occupancy (issue 26) and Notices (issue 27) (the last six not in the
 * phone's bottom bar); Managers for those who may manage them (the capability table); the 'Current
 * property' switcher in the top bar (issue 22); the Properties overview for admins and managers of
 * several properties, and the Audit log for those with audit.view (issue 42).
 */
export function AdminLayout() {
  const user = useSession((state) => state.user);
  const nav = staffNav(user);
  return (
    <PortalLayout
      homePath="/app/dashboard"
      nav={nav}
      person={{
        name: formatName(user?.name) || 'Guest',
        roleLabel: staffRoleLabel(user?.role),
        avatarUrl: user?.avatar?.url ?? null,
      }}
      profileButton={{ label: 'Account', to: '/app/account' }}
      topBarStart={<PropertySwitcher />}
    />
  );
}
