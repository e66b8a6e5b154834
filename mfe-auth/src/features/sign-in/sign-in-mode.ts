import { useLocation } from '@pgportal/runtime/router';

export type SignInMode = 'staff' | 'tenant';

/**
 * Tenant sign-in is /tenant/login or any sign-in URL with role=tenant (SPEC §2, §9);
 * everything else is staff sign-in.
 */
export function signInModeOf(pathname: string, search: string): SignInMode {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/tenant/login') return 'tenant';
  return new URLSearchParams(search).get('role') === 'tenant' ? 'tenant' : 'staff';
}

export function useSignInMode(): SignInMode {
  const { pathname, search } = useLocation();
  return signInModeOf(pathname, search);
}

export const STAFF_HOME = '/app/dashboard';
export const TENANT_HOME = '/tenant';

/**
 * Where staff go after signing in: the `redirect` query parameter when it is a path of this
 * site inside the admin area (/app...), else the dashboard. Anything else (another origin,
 * '//evil.example', '/app/../x') falls back, so the parameter cannot send users off-site.
 */
export function safeStaffRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return STAFF_HOME;
  }
  const base = 'http://portal.invalid';
  let url: URL;
  try {
    url = new URL(redirect, base);
  } catch {
    return STAFF_HOME;
  }
  if (url.origin !== base) return STAFF_HOME;
  if (url.pathname !== '/app' && !url.pathname.startsWith('/app/')) return STAFF_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
