import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { RouterProvider, createMemoryRouter } from '@pgportal/runtime/router';
import { mockApi, ok } from '@pgportal/testing';
import { swrConfig } from '@pgportal/ui/data';
import { resetSession, signInAsStaff } from '../testing/fixtures';
import { AdminLayout } from './admin-layout';

const COUNTS = { claims: 2, statementLines: 1, notices: 1, exitDisputes: 0, complaints: 0, overdue: 1, total: 5 };

function renderAdmin(path = '/app/dashboard') {
  const router = createMemoryRouter(
    [{ path: '/app', element: <AdminLayout />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), errorRetryCount: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(resetSession);
afterEach(() => jest.restoreAllMocks());

describe('the navigation’s waiting badges and the phone’s More', () => {
  beforeEach(() => {
    mockApi({ 'GET /waiting/': () => ok({ scope: 'current', counts: COUNTS, items: [] }) });
  });

  it('names each count with its item: Dues, 3 waiting; Reconcile, 1 waiting; Tenants, 1 waiting', async () => {
    signInAsStaff('MANAGER');
    renderAdmin();
    expect(await within(mainNav()).findByRole('link', { name: 'Dues, 3 waiting' })).toHaveAttribute('href', '/app/dues');
    expect(within(mainNav()).getByRole('link', { name: 'Reconcile, 1 waiting' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Tenants, 1 waiting' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('lists every page the bar leaves out under More, with the same badges, and closes on Escape', async () => {
    signInAsStaff('MANAGER');
    renderAdmin();
    const more = await within(mainNav()).findByRole('button', { name: 'More, 1 waiting' });
    await userEvent.click(more);
    const sheet = screen.getByRole('dialog', { name: 'More pages' });
    const links = within(sheet)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(links).toEqual([
      'Reconcile, 1 waiting',
      'Meals',
      'Reports',
      'Notices',
      'Expenses',
      'Occupancy',
      'Settings',
      'Account',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(more).toHaveFocus();
  });

  it('gives an admin Managers under More, and closes when a page opens', async () => {
    signInAsStaff('OWNER');
    const router = renderAdmin();
    await userEvent.click(await within(mainNav()).findByRole('button', { name: /^More/ }));
    const sheet = screen.getByRole('dialog', { name: 'More pages' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'Managers' }));
    expect(router.state.location.pathname).toBe('/app/managers');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
