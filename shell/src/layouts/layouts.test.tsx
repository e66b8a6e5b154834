import { use } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@pgportal/runtime/router';
import { useSession } from '@pgportal/runtime/session';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import type { RemoteLoader } from '../federation/remote-loader';
import { resetSession, signInAsStaff, signInAsTenant } from '../testing/fixtures';
import { AdminLayout } from './admin-layout';
import { TenantLayout } from './tenant-layout';

function renderLayout(layout: 'admin' | 'tenant', path: string, loader?: RemoteLoader) {
  const router = createMemoryRouter(
    [
      {
        path: layout === 'admin' ? '/app' : '/tenant',
        element: layout === 'admin' ? <AdminLayout /> : <TenantLayout />,
        children: [{ path: '*', element: <h1>Page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  const app = <RouterProvider router={router} />;
  render(loader ? <RemoteLoaderProvider loader={loader}>{app}</RemoteLoaderProvider> : app);
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const navLinks = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(resetSession);

describe('AdminLayout', () => {
  it('shows the user, the role label and the top bar actions', () => {
    // Names show capitalised, with the capitals the user typed kept.
    signInAsStaff('MANAGER', { name: 'meena IYER', avatar: { url: '/uploads/meena.png' } });
    renderLayout('admin', '/app/dashboard');
    expect(screen.getByText('Meena IYER')).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Meena IYER' })).toHaveAttribute('src', '/uploads/meena.png');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', 'mailto:support@pgportal.in');
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('falls back to Guest and Unknown', () => {
    signInAsStaff('OWNER', { name: '' });
    renderLayout('admin', '/app/dashboard');
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('labels a SUPER_ADMIN and gives them the Managers link', () => {
    signInAsStaff('SUPER_ADMIN');
    renderLayout('admin', '/app/dashboard');
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(navLinks()).toEqual([
      ['Home', '/app/dashboard'],
      ['Properties', '/app/properties'],
      ['Rooms', '/app/rooms'],
      ['Tenants', '/app/tenants'],
      ['Dues', '/app/dues'],
      ['Reconcile', '/app/reconcile'],
      ['Meals', '/app/meals'],
      ['Reports', '/app/reports'],
      ['Notices', '/app/notices'],
      ['Expenses', '/app/expenses'],
      ['Occupancy', '/app/occupancy'],
      ['Overview', '/app/overview'],
      ['Audit log', '/app/audit'],
      ['Managers', '/app/managers'],
    ]);
  });

  it('gives a MANAGER no Managers link', () => {
    signInAsStaff('MANAGER');
    renderLayout('admin', '/app/dashboard');
    expect(navLinks().map(([label]) => label)).toEqual([
      'Home',
      'Properties',
      'Rooms',
      'Tenants',
      'Dues',
      'Reconcile',
      'Meals',
      'Reports',
      'Notices',
      'Expenses',
      'Occupancy',
    ]);
  });

  it('gives a MANAGER of several properties the Overview, and no Audit log', () => {
    signInAsStaff('MANAGER', { assignedPGs: ['p1', 'p2'] });
    renderLayout('admin', '/app/dashboard');
    const labels = navLinks().map(([label]) => label);
    expect(labels).toContain('Overview');
    expect(labels).not.toContain('Audit log');
  });

  it('marks the current section, property pages included', () => {
    signInAsStaff('MANAGER');
    renderLayout('admin', '/app/property/7/update');
    expect(within(nav()).getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('starts loading the remote behind a sidebar link when it is hovered or focused, before the click', async () => {
    signInAsStaff('SUPER_ADMIN');
    const load = jest.fn<ReturnType<RemoteLoader['load']>, Parameters<RemoteLoader['load']>>();
    const preload = jest.fn<void, Parameters<RemoteLoader['preload']>>();
    const router = renderLayout('admin', '/app/dashboard', { load, preload, forget: jest.fn() });
    await userEvent.hover(within(nav()).getByRole('link', { name: 'Tenants' }));
    expect(preload).toHaveBeenLastCalledWith('mfe_tenants');
    within(nav()).getByRole('link', { name: 'Managers' }).focus();
    expect(preload).toHaveBeenLastCalledWith('mfe_auth');
    await userEvent.hover(within(nav()).getByRole('link', { name: 'Home' }));
    expect(preload).toHaveBeenCalledTimes(2); // the dashboard is the shell's own page
    expect(load).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('keeps the current page while the next one loads, and marks the clicked link busy', async () => {
    signInAsStaff('SUPER_ADMIN');
    const never = new Promise<never>(() => undefined);
    function StillLoading() {
      use(never);
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/app',
          element: <AdminLayout />,
          children: [
            { path: 'tenants', element: <StillLoading /> },
            { path: '*', element: <h1>Page</h1> },
          ],
        },
      ],
      { initialEntries: ['/app/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Tenants' }));
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Tenants' })).toHaveAttribute('aria-busy', 'true');
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the account page and logs out through the session store', async () => {
    signInAsStaff('MANAGER');
    const logout = jest.fn(async () => undefined);
    useSession.setState({ logout });
    const router = renderLayout('admin', '/app/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(router.state.location.pathname).toBe('/app/account');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('TenantLayout', () => {
  it('shows Home, Billing and My Complaints, a Profile button, the tenant and the role TENANT', async () => {
    signInAsTenant({ fullName: 'ravi kumar', profilePhoto: { url: '/uploads/ravi.jpg' } });
    const router = renderLayout('tenant', '/tenant/dashboard');
    expect(navLinks()).toEqual([
      ['Home', '/tenant/dashboard'],
      ['Billing', '/tenant/billing'],
      ['My Complaints', '/tenant/complaints'],
    ]);
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('TENANT')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ravi Kumar' })).toHaveAttribute('src', '/uploads/ravi.jpg');
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/tenant/profile');
  });

  it('falls back to Guest without a name', () => {
    signInAsTenant({ fullName: '' });
    renderLayout('tenant', '/tenant/billing');
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  });
});
