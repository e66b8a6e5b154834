import { act, screen, waitFor } from '@testing-library/react';
import { useSession } from '@pgportal/runtime/session';
import {
  locationOf,
  renderApp,
  resetSession,
  signInAsStaff,
  signInAsTenant,
  signOut,
} from './testing/fixtures';

beforeEach(resetSession);

describe('guards', () => {
  it('sends a signed-out visitor of /app to the staff sign-in with the path to come back to', async () => {
    signOut();
    const { router } = await renderApp('/app/properties?page=2');
    expect(await screen.findByRole('heading', { name: 'mfe_auth/login' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/login?redirect=%2Fapp%2Fproperties%3Fpage%3D2');
  });

  it('sends a signed-out visitor of /tenant to the tenant sign-in', async () => {
    signOut();
    const { router } = await renderApp('/tenant/billing');
    expect(await screen.findByRole('heading', { name: 'mfe_auth/login' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/login?role=tenant&redirect=%2Ftenant%2Fbilling');
    router.dispose();
    const home = await renderApp('/tenant');
    await waitFor(() => expect(locationOf(home.router)).toBe('/login?role=tenant'));
  });

  it('refuses /app to a tenant and /tenant to staff', async () => {
    signInAsTenant();
    const tenantView = await renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { name: '403 Access Denied' })).toBeInTheDocument();
    expect(locationOf(tenantView.router)).toBe('/unauthorized');
    tenantView.unmount();

    signInAsStaff('MANAGER');
    const staffView = await renderApp('/tenant');
    expect(await screen.findByRole('heading', { name: '403 Access Denied' })).toBeInTheDocument();
    expect(locationOf(staffView.router)).toBe('/unauthorized');
  });

  it('opens /app/managers to a SUPER_ADMIN only', async () => {
    signInAsStaff('MANAGER');
    const manager = await renderApp('/app/managers');
    expect(await screen.findByRole('heading', { name: '403 Access Denied' })).toBeInTheDocument();
    expect(locationOf(manager.router)).toBe('/unauthorized');
    manager.unmount();

    signInAsStaff('SUPER_ADMIN');
    const admin = await renderApp('/app/managers');
    expect(await screen.findByRole('heading', { name: 'mfe_auth/managers' })).toBeInTheDocument();
    expect(locationOf(admin.router)).toBe('/app/managers');
  });

  it('shows a loading indicator while the session is unknown, then the page', async () => {
    const { router } = await renderApp('/app/rooms');
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/app/rooms');
    await act(async () => signInAsStaff('MANAGER'));
    expect(await screen.findByRole('heading', { name: 'mfe_properties/rooms' })).toBeInTheDocument();
  });

  it('waits for the tenant check before sending a non-staff visitor of /app anywhere', async () => {
    useSession.setState({ staffStatus: 'unauthenticated' });
    const { router } = await renderApp('/app/dashboard');
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    await act(async () => signInAsTenant());
    await waitFor(() => expect(locationOf(router)).toBe('/unauthorized'));
  });
});

describe('landing page redirects', () => {
  it('shows the landing page at once while the session is checked, then redirects', async () => {
    const { router } = await renderApp('/');
    expect(screen.getByRole('link', { name: /Tenant/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
    await act(async () => signInAsStaff('MANAGER'));
    await waitFor(() => expect(locationOf(router)).toBe('/app/dashboard'));
  });

  it('lets a visitor who signs in on the sign-in page go where the page sends them', async () => {
    signOut();
    const { router } = await renderApp('/login?redirect=%2Fapp%2Ftenants');
    await act(async () => {
      signInAsStaff('SUPER_ADMIN');
      await router.navigate('/app/tenants', { replace: true });
    });
    expect(await screen.findByRole('heading', { name: 'mfe_tenants/tenants' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/app/tenants');
  });

  it.each([
    ['staff', '/login', '/app/dashboard'],
    ['staff', '/tenant/login', '/app/dashboard'],
    ['tenant', '/login?role=tenant', '/tenant/dashboard'],
  ])('sends signed-in %s opening %s home', async (who, path, home) => {
    if (who === 'staff') signInAsStaff('SUPER_ADMIN');
    else signInAsTenant();
    const { router } = await renderApp(path);
    await waitFor(() => expect(locationOf(router)).toBe(home));
  });

  it('sends signed-in staff to the dashboard', async () => {
    signInAsStaff('SUPER_ADMIN');
    const { router } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/app/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'mfe_complaints widget allComplaints' }),
    ).toBeInTheDocument();
    const cards = await screen.findByRole('heading', { name: 'mfe_tenants widget statsCards' });
    // the summary cards come above 'All Complaints'
    const complaints = screen.getByRole('heading', { name: 'mfe_complaints widget allComplaints' });
    expect(cards.compareDocumentPosition(complaints) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends a signed-in tenant to their dashboard', async () => {
    signInAsTenant();
    const { router } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'mfe_tenants/tenantDashboard' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/tenant/dashboard');
  });

  it('shows the landing page to a signed-out visitor', async () => {
    signOut();
    const { router } = await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Login to Portal' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/');
  });
});

describe('route tree (SPEC §2)', () => {
  const staffPages: Array<[string, string]> = [
    ['/app/properties', 'mfe_properties/properties'],
    ['/app/property/add', 'mfe_properties/propertyAdd'],
    ['/app/property/7', 'mfe_properties/propertyDetail {"id":"7"}'],
    ['/app/property/7/update', 'mfe_properties/propertyUpdate {"id":"7"}'],
    ['/app/rooms', 'mfe_properties/rooms'],
    ['/app/rooms/view/r9', 'mfe_properties/roomView {"roomId":"r9"}'],
    ['/app/property/7/add-room', 'mfe_properties/propertyAddRoom {"id":"7"}'],
    ['/app/property/7/room/r9', 'mfe_properties/propertyRoom {"id":"7","roomId":"r9"}'],
    ['/app/tenants', 'mfe_tenants/tenants'],
    ['/app/tenants/admission', 'mfe_tenants/tenantAdmission'],
    ['/app/tenants/t3/update', 'mfe_tenants/tenantUpdate {"id":"t3"}'],
    ['/app/tenants/view/t3', 'mfe_tenants/tenantView {"id":"t3"}'],
    ['/app/settings', 'mfe_auth/settings'],
    ['/app/account', 'mfe_auth/account'],
  ];

  it.each(staffPages)('%s shows %s', async (path, heading) => {
    signInAsStaff('MANAGER');
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/tenant/dashboard', 'mfe_tenants/tenantDashboard'],
    ['/tenant/billing', 'mfe_tenants/tenantBilling'],
    ['/tenant/profile', 'mfe_tenants/tenantProfile'],
    ['/tenant/complaints', 'mfe_tenants/tenantComplaints'],
  ])('%s shows %s', async (path, heading) => {
    signInAsTenant();
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/login?role=tenant', 'mfe_auth/login'],
    ['/tenant/login', 'mfe_auth/tenantLogin'],
    ['/verify?token=abc&role=manager', 'mfe_auth/verify'],
  ])('public %s shows %s', async (path, heading) => {
    signOut();
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('redirects /app to /app/dashboard and /tenant to /tenant/dashboard', async () => {
    signInAsStaff('MANAGER');
    const staff = await renderApp('/app');
    await waitFor(() => expect(locationOf(staff.router)).toBe('/app/dashboard'));
    staff.unmount();
    signInAsTenant();
    const tenant = await renderApp('/tenant');
    await waitFor(() => expect(locationOf(tenant.router)).toBe('/tenant/dashboard'));
  });

  it('shows the not-found screen on any other path', async () => {
    signOut();
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it.each([
    ['staff', '/app/no-such-page'],
    ['staff', '/app/rooms/no-such-page'],
    ['tenant', '/tenant/no-such-page'],
  ])('shows an unknown path of the %s area inside its layout, with the navigation: %s', async (who, path) => {
    if (who === 'staff') signInAsStaff('SUPER_ADMIN');
    else signInAsTenant();
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('serves a page a remote adds under its prefix without a shell change', async () => {
    signInAsStaff('MANAGER');
    await renderApp('/app/rooms/view/12');
    expect(
      await screen.findByRole('heading', { name: 'mfe_properties/roomView {"roomId":"12"}' }),
    ).toBeInTheDocument();
  });
});
