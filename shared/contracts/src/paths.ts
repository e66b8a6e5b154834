// Every page of the portal (SPEC §2) and the remote that owns it. Links are built with href();
// no component writes a URL string. The shell mounts each area's prefixes on their remote, and
// each remote declares its own routes with these paths, so a new page ships with its remote.
import type { Capability } from './capabilities';
import type { RemoteName } from './remotes';

export const PATHS = {
  home: '/',
  login: '/login',
  tenantLogin: '/tenant/login',
  verify: '/verify',
  unauthorized: '/unauthorized',

  app: '/app',
  dashboard: '/app/dashboard',
  properties: '/app/properties',
  propertyAdd: '/app/property/add',
  propertyDetail: '/app/property/:id',
  propertyUpdate: '/app/property/:id/update',
  propertyAddRoom: '/app/property/:id/add-room',
  propertyRoom: '/app/property/:id/room/:roomId',
  rooms: '/app/rooms',
  roomView: '/app/rooms/view/:roomId',
  /** 'Assign a bed' from a tenant (issue 22): mfe-properties' Assign form, linked to from mfe-tenants */
  assignBed: '/app/rooms/assign-bed/:tenantId',
  tenants: '/app/tenants',
  tenantAdmission: '/app/tenants/admission',
  tenantUpdate: '/app/tenants/:id/update',
  tenantView: '/app/tenants/view/:id',
  /** Bank statement import and matching (issue 23) */
  reconcile: '/app/reconcile',
  managers: '/app/managers',
  /** who owes in the current property, with WhatsApp reminders (issue 23) */
  dues: '/app/dues',
  /** the kitchen count: who eats today and the next 7 days (issue 25) */
  meals: '/app/meals',
  /** the month's figures and a 12-month trend (issue 26) */
  reports: '/app/reports',
  /** notices from the office to the current property's tenants (issue 27) */
  notices: '/app/notices',
  /** the current property's expenses by month, with their bills and the monthly ones (issue 26) */
  expenses: '/app/expenses',
  /** the current property's beds as a grid by floor and room (issue 26) */
  occupancy: '/app/occupancy',
  /** every property in scope with its beds, money and what waits; a row switches the current one (issue 42) */
  overview: '/app/overview',
  /** the audit log of every change, for those with audit.view (issue 42) */
  audit: '/app/audit',
  settings: '/app/settings',
  account: '/app/account',

  tenantArea: '/tenant',
  tenantDashboard: '/tenant/dashboard',
  tenantBilling: '/tenant/billing',
  tenantProfile: '/tenant/profile',
  tenantComplaints: '/tenant/complaints',
  tenantExit: '/tenant/exit',
} as const;

export type PageName = keyof typeof PATHS;
export type PagePath = (typeof PATHS)[PageName];

/** The `:name` parameters of a path pattern, e.g. '/app/property/:id/room/:roomId' -> 'id' | 'roomId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type HrefArgs<K extends PageName> = [PathParams<(typeof PATHS)[K]>] extends [never]
  ? [params?: undefined, query?: Record<string, string | number | undefined>]
  : [
      params: Record<PathParams<(typeof PATHS)[K]>, string | number>,
      query?: Record<string, string | number | undefined>,
    ];

/** The URL of a page: href('propertyRoom', { id: 7, roomId: 3 }) -> '/app/property/7/room/3'. */
export function href<K extends PageName>(page: K, ...[params, query]: HrefArgs<K>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = PATHS[page].replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`href('${page}'): missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

export type Area = 'public' | 'app' | 'tenant';

/** Where an area's pages live: '' for public pages, else the area's root path. */
export const AREA_ROOTS: Record<Area, string> = { public: '', app: PATHS.app, tenant: PATHS.tenantArea };

/**
 * Which remote serves which first path segment of an area. A remote owns every route under its
 * prefixes: it can add a page there without a shell release. Paths outside every prefix are the
 * shell's (the dashboard, the layouts' not-found page).
 */
export interface Mount {
  area: Area;
  prefix: string;
  remote: RemoteName;
  /** who may open pages under this prefix (the capability table); others see /unauthorized */
  capability?: Capability;
}

export const MOUNTS: readonly Mount[] = [
  { area: 'public', prefix: 'login', remote: 'mfe_auth' },
  { area: 'public', prefix: 'tenant/login', remote: 'mfe_auth' },
  { area: 'public', prefix: 'verify', remote: 'mfe_auth' },
  { area: 'app', prefix: 'properties', remote: 'mfe_properties' },
  { area: 'app', prefix: 'property', remote: 'mfe_properties' },
  { area: 'app', prefix: 'rooms', remote: 'mfe_properties' },
  { area: 'app', prefix: 'tenants', remote: 'mfe_tenants' },
  { area: 'app', prefix: 'dues', remote: 'mfe_tenants', capability: 'tenants.manage' },
  { area: 'app', prefix: 'reconcile', remote: 'mfe_tenants', capability: 'tenants.manage' },
  { area: 'app', prefix: 'meals', remote: 'mfe_tenants', capability: 'meals.count' },
  { area: 'app', prefix: 'reports', remote: 'mfe_properties', capability: 'reports.view' },
  { area: 'app', prefix: 'notices', remote: 'mfe_complaints', capability: 'officeNotices.manage' },
  { area: 'app', prefix: 'expenses', remote: 'mfe_properties', capability: 'expenses.manage' },
  { area: 'app', prefix: 'occupancy', remote: 'mfe_properties', capability: 'properties.view' },
  { area: 'app', prefix: 'overview', remote: 'mfe_properties', capability: 'properties.view' },
  { area: 'app', prefix: 'audit', remote: 'mfe_properties', capability: 'audit.view' },
  { area: 'app', prefix: 'managers', remote: 'mfe_auth', capability: 'managers.manage' },
  { area: 'app', prefix: 'account', remote: 'mfe_auth' },
  { area: 'app', prefix: 'settings', remote: 'mfe_auth' },
  { area: 'tenant', prefix: 'dashboard', remote: 'mfe_tenants' },
  { area: 'tenant', prefix: 'billing', remote: 'mfe_tenants' },
  { area: 'tenant', prefix: 'profile', remote: 'mfe_tenants' },
  { area: 'tenant', prefix: 'complaints', remote: 'mfe_tenants' },
  { area: 'tenant', prefix: 'exit', remote: 'mfe_tenants' },
];

/** The mount (area root + prefix) a path falls under, e.g. '/app/property/7' -> '/app/property'. */
export function mountOf(path: string): { base: string; remote: RemoteName } | null {
  for (const { area, prefix, remote } of MOUNTS) {
    const base = `${AREA_ROOTS[area]}/${prefix}`;
    if (path === base || path.startsWith(`${base}/`)) return { base, remote };
  }
  return null;
}

/**
 * The shell's own signed-in pages, with the remotes they need first. The staff dashboard needs none
 * first: its largest paint is its heading, and its widgets (mfe-tenants', mfe-complaints') load
 * after it; /tenant sends the tenant on to mfe-tenants' dashboard.
 */
const SHELL_PAGES: Record<string, readonly RemoteName[]> = {
  [PATHS.app]: [],
  [PATHS.dashboard]: [],
  [PATHS.tenantArea]: ['mfe_tenants'],
};

/**
 * The remotes a signed-in page needs first (the one mounted there; for the shell's own pages, see
 * SHELL_PAGES); null for public pages and paths no page serves. The server hints their files.
 */
export function remotesOfPage(path: string): readonly RemoteName[] | null {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (SHELL_PAGES[page]) return SHELL_PAGES[page];
  const mount = MOUNTS.find(
    ({ area, prefix }) =>
      area !== 'public' && (page === `${AREA_ROOTS[area]}/${prefix}` || page.startsWith(`${AREA_ROOTS[area]}/${prefix}/`)),
  );
  return mount ? [mount.remote] : null;
}

/** Each page's document title (before ' · PG Portal'); the shell sets it on navigation. */
export const PAGE_TITLES: Record<PageName, string> = {
  home: 'PG Portal',
  login: 'Sign in',
  tenantLogin: 'Tenant sign in',
  verify: 'Verify your e-mail',
  unauthorized: 'Access denied',
  app: 'Dashboard',
  dashboard: 'Dashboard',
  properties: 'Properties',
  propertyAdd: 'Add Property',
  propertyDetail: 'Property',
  propertyUpdate: 'Update Property',
  propertyAddRoom: 'Add Room',
  propertyRoom: 'Room',
  rooms: 'Rooms',
  roomView: 'Room',
  assignBed: 'Assign a bed',
  tenants: 'Tenants',
  tenantAdmission: 'New Tenant',
  tenantUpdate: 'Update Tenant',
  tenantView: 'Tenant Details',
  reconcile: 'Reconcile',
  managers: 'Managers',
  dues: 'Dues',
  meals: 'Meals',
  reports: 'Reports',
  notices: 'Notices',
  expenses: 'Expenses',
  occupancy: 'Occupancy',
  overview: 'Properties overview',
  audit: 'Audit log',
  settings: 'Settings',
  account: 'Account',
  tenantArea: 'Dashboard',
  tenantDashboard: 'Dashboard',
  tenantBilling: 'Billing',
  tenantProfile: 'Profile',
  tenantComplaints: 'My Complaints',
  tenantExit: 'Exit statement',
};

export const SITE_NAME = 'PG Portal';

/** The page a URL path shows, by the paths table (static segments win over parameters). */
export function pageOf(pathname: string): PageName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { page: PageName; statics: number } | null = null;
  for (const page of Object.keys(PATHS) as PageName[]) {
    const pattern = PATHS[page].split('/');
    const parts = path.split('/');
    if (pattern.length !== parts.length) continue;
    if (
      !pattern.every((segment, index) =>
        segment.startsWith(':') ? parts[index] !== '' : segment === parts[index],
      )
    )
      continue;
    const statics = pattern.filter((segment) => !segment.startsWith(':')).length;
    if (!best || statics > best.statics) best = { page, statics };
  }
  return best?.page ?? null;
}

/** 'Managers · PG Portal' for /app/managers; 'Page not found · PG Portal' for an unknown path. */
export function documentTitle(pathname: string): string {
  const page = pageOf(pathname);
  if (page === 'home') return SITE_NAME;
  return `${page ? PAGE_TITLES[page] : 'Page not found'} · ${SITE_NAME}`;
}
