import { PATHS } from '@pgportal/contracts/paths';
import { useLocation } from '@pgportal/runtime/router';

export type SignInMode = 'staff' | 'tenant';

/**
 * Tenant sign-in is /tenant/login or any sign-in URL with role=tenant (SPEC §2, §9);
 * everything else is staff sign-in.
 */
export function signInModeOf(pathname: string, search: string): SignInMode {
  const path = pathname.replace(/\/+$/, '');
  if (path === PATHS.tenantLogin) return 'tenant';
  return new URLSearchParams(search).get('role') === 'tenant' ? 'tenant' : 'staff';
}

export function useSignInMode(): SignInMode {
  const { pathname, search } = useLocation();
  return signInModeOf(pathname, search);
}

export const STAFF_HOME = '/app/dashboard';
export const TENANT_HOME = PATHS.tenantArea;

const AREAS: Record<SignInMode, { root: string; home: string }> = {
  staff: { root: '/app', home: STAFF_HOME },
  tenant: { root: PATHS.tenantArea, home: TENANT_HOME },
};

/**
 * Where a user goes after signing in: the `redirect` query parameter when it is a path of this
 * site inside their area (/app... for staff, /tenant... for tenants), else their home. Anything
 * else (another origin, '//evil.example', '/app/../x') falls back, so it cannot send users off-site.
 */
export function safeRedirect(redirect: string | null | undefined, mode: SignInMode = 'staff'): string {
  const { root, home } = AREAS[mode];
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return home;
  }
  const base = 'http://portal.invalid';
  let url: URL;
  try {
    url = new URL(redirect, base);
  } catch {
    return home;
  }
  if (url.origin !== base) return home;
  if (url.pathname !== root && !url.pathname.startsWith(`${root}/`)) return home;
  if (mode === 'tenant' && url.pathname.startsWith(PATHS.tenantLogin)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Staff's redirect (kept for callers that know the mode). */
export const safeStaffRedirect = (redirect: string | null | undefined) => safeRedirect(redirect, 'staff');
