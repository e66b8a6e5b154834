import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantListItem } from '@pgportal/contracts/types';
import { mockApi, renderPage } from '@pgportal/testing';
import { Link } from '@pgportal/runtime/router';
import TenantsPage from './tenants-page';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const tenant = (overrides: Partial<TenantListItem>): TenantListItem => ({
  _id: 't1',
  fullName: 'asha rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  profession: 'STUDENT',
  profilePhoto: null,
  isVerified: true,
  property: { _id: 'p1', name: 'Sunrise PG' },
  room: { _id: 'r1', roomNumber: '101', floor: 1 },
  bed: { _id: 'b1', bedNumber: 2 },
  dueAmount: 0,
  overdue: false,
  leavesOn: null,
  ...overrides,
});
const asha = tenant({});
const ravi = tenant({
  _id: 't2',
  fullName: 'ravi kumar',
  isVerified: false,
  property: null,
  room: null,
  bed: null,
  profession: null,
});

const page = (data: TenantListItem[], pageNumber = 1, total = data.length) => ({
  body: {
    success: true,
    message: 'Tenants fetched successfully',
    data,
    pagination: { page: pageNumber, limit: 20, total, totalPages: Math.ceil(total / 20) },
  },
});

const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('tenants page', () => {
  it('lists the tenants with the spec columns, property and room, and status', async () => {
    mockApi({ 'GET /tenant': () => page([asha, ravi]) });
    renderPage(<TenantsPage />, { url: '/app/tenants' });
    const table = screen.getByRole('table', { name: 'Tenants' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Property', 'Due', 'Profession', 'Status', 'Actions']);
    await screen.findByText('Asha Rao');
    expect(within(rowOf('Asha Rao')).getByText('Sunrise PG')).toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getByText('Room: 101/2')).toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('Not assigned')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('Not Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/export/tenants.csv',
    );
  });

  it('offers Resend only to a tenant who has not verified', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /tenant': () => page([asha, ravi]) });
    renderPage(<TenantsPage />, { url: '/app/tenants' });
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Actions for Asha Rao' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Details', 'Update', 'Remove']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Ravi Kumar' }));
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Resend' }),
    ).toBeInTheDocument();
  });

  it('searches as the user types and keeps the search and page in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /tenant': (request) =>
        request.query.get('search') === 'ravi' ? page([ravi]) : page([asha, ravi], 2, 45),
    });
    renderPage(<TenantsPage />, { url: '/app/tenants?page=2' });
    await screen.findByText('Page 2 of 3 · 45 tenants');
    expect(calls[0]?.query.get('page')).toBe('2');
    await user.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'ravi');
    await waitFor(() => expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument());
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    const last = calls.at(-1);
    expect([last?.query.get('search'), last?.query.get('page')]).toEqual(['ravi', '1']);
  });

  it('says the total of a search is a lower bound when the API capped its count', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /tenant': (request) => {
        const answer = page([asha, ravi], Number(request.query.get('page') ?? 1), 1000);
        return request.query.get('search') === 'a'
          ? { body: { ...answer.body, pagination: { ...answer.body.pagination, capped: true } } }
          : page([asha, ravi], 1, 45);
      },
    });
    renderPage(<TenantsPage />, { url: '/app/tenants?search=a' });
    expect(await screen.findByText('Page 1 of 50 · 1000 tenants or more')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 50 · 1000 tenants or more')).toBeInTheDocument();
  });

  it('shows the search of the URL when a link opens the plain list', async () => {
    // Fake timers: the box's pending search (a pause in typing) is run at once rather than waited for.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi({ 'GET /tenant': () => page([asha]) });
    renderPage(
      <>
        <Link to="/app/tenants">All tenants</Link>
        <TenantsPage />
      </>,
      { url: '/app/tenants?search=asha', path: '/app/tenants' },
    );
    expect(screen.getByRole('searchbox', { name: 'Search tenants' })).toHaveValue('asha');
    await user.click(screen.getByRole('link', { name: 'All tenants' }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search tenants' })).toHaveValue(''));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByRole('searchbox', { name: 'Search tenants' })).toHaveValue('');
  });
});
