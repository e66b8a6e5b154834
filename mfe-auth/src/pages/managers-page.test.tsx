import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fail, mockApi, ok, resetSession, signInAs } from '@pgportal/testing';
import type { MockReply } from '@pgportal/testing';
import { renderPage } from '@pgportal/testing';
import ManagersPage from './managers-page';

import { arjun, openMenu, owner, priya, rowOf } from './managers-fixtures';

afterEach(() => jest.restoreAllMocks());
// after Testing Library has unmounted the page (its afterEach is the setup file's, which runs first)
afterEach(() => resetSession());

describe('managers page', () => {
  it('lists the managers with the spec columns', async () => {
    mockApi({ 'GET /user/all-users': () => ok([priya, arjun, owner]) });
    renderPage(<ManagersPage />, { url: '/app/managers' });

    expect(screen.getByRole('heading', { level: 1, name: 'Managers' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Managers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Role', 'PG Assigned', 'Tenants', 'Status', 'Actions']);

    await screen.findByText('Priya Sharma');
    const priyaCells = within(rowOf('Priya Sharma')).getAllByRole('cell');
    expect(priyaCells.map((cell) => cell.textContent)).toEqual([
      'PSPriya Sharmapriya@example.com',
      'Manager',
      '2',
      '0',
      'Active',
      '',
    ]);
    expect(within(rowOf('ARJUN Mehta')).getByRole('img', { name: 'ARJUN Mehta' })).toHaveAttribute(
      'src',
      '/uploads/arjun.png',
    );
    expect(within(rowOf('ARJUN Mehta')).getByText('Not Verified')).toBeInTheDocument();
    expect(within(rowOf('Old Owner')).getByRole('cell', { name: 'Unknown' })).toBeInTheDocument();
  });

  it('reads the staff accounts a page at a time, never all at once', async () => {
    const api = mockApi({
      'GET /user/all-users': ({ query }) => ({
        body: {
          success: true,
          message: 'Users fetched successfully',
          data: query.get('page') === '2' ? [owner] : [priya, arjun],
          pagination: { page: Number(query.get('page')), limit: 20, total: 21, totalPages: 2 },
        },
      }),
    });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    await screen.findByText('Priya Sharma');
    const pages = screen.getByRole('navigation', { name: 'Managers pages' });
    expect(pages).toHaveTextContent('21 staff accounts');
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Old Owner')).toBeInTheDocument();
    expect(screen.queryByText('Priya Sharma')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/user/all-users').map((call) => call.query.toString())).toEqual([
      'limit=20&page=1',
      'limit=20&page=2',
    ]);
  });

  it('shows the empty text when there are no managers', async () => {
    mockApi({ 'GET /user/all-users': () => ok([]) });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    expect(await screen.findByText('No data to show at the moment')).toBeInTheDocument();
  });

  it("toasts the server's message when the list fails", async () => {
    mockApi({ 'GET /user/all-users': () => fail(401, 'Unauthorized') });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    expect(await screen.findAllByText('Unauthorized')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers Resend only to unverified managers and sends a new link', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user/all-users': () => ok([priya, arjun]),
      'POST /user/resend-verification-token/m2': () => ok(null),
    });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    await screen.findByText('Priya Sharma');

    let menu = await openMenu(user, 'Priya Sharma');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Update', 'Delete']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    menu = await openMenu(user, 'ARJUN Mehta');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Resend', 'Update', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Resend' }));
    expect(await screen.findByText('Verification Email Sent Successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/resend-verification-token/m2')).toHaveLength(1);
  });

  it("shows 'Sending...' while a verification mail is being sent", async () => {
    const user = userEvent.setup();
    const held = deferred<MockReply>();
    mockApi({
      'GET /user/all-users': () => ok([arjun]),
      'POST /user/resend-verification-token/m2': () => held.promise,
    });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    await screen.findByText('ARJUN Mehta');
    await user.click(within(await openMenu(user, 'ARJUN Mehta')).getByRole('menuitem', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sending...');
    const menu = await openMenu(user, 'ARJUN Mehta');
    expect(within(menu).getByRole('menuitem', { name: 'Sending...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    held.resolve(ok(null));
    expect(await screen.findByText('Verification Email Sent Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
  });

  it('offers no Delete on your own row', async () => {
    const user = userEvent.setup();
    signInAs.staff('SUPER_ADMIN', { _id: 'm1' });
    mockApi({ 'GET /user/all-users': () => ok([priya, arjun]) });
    renderPage(<ManagersPage />, { url: '/app/managers' });
    await screen.findByText('Priya Sharma');
    const own = await openMenu(user, 'Priya Sharma');
    expect(
      within(own)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Update']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const other = await openMenu(user, 'ARJUN Mehta');
    expect(within(other).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });
});
