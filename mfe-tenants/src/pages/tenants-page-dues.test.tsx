import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantListItem } from '@pgportal/contracts/types';
import { mockApi, renderPage } from '@pgportal/testing';
import TenantsPage from './tenants-page';

afterEach(() => jest.restoreAllMocks());

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
  dueAmount: 19500.5,
  overdue: true,
  leavesOn: null,
  ...overrides,
});
const asha = tenant({});
const ravi = tenant({ _id: 't2', fullName: 'ravi kumar', dueAmount: 6000, overdue: false });

const page = (data: TenantListItem[]) => ({
  body: {
    success: true,
    message: 'Tenants fetched successfully',
    data,
    pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 },
  },
});

const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Show only' })).getByRole('button', { name });

describe('who owes on the tenants page', () => {
  it("shows each tenant's due amount, and 'Overdue' only where an invoice is late", async () => {
    mockApi({ 'GET /tenant': () => page([asha, ravi]) });
    renderPage(<TenantsPage />, { url: '/app/tenants' });
    await screen.findByText('Asha Rao');
    expect(within(rowOf('Asha Rao')).getByText('₹19,500.50')).toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('₹6,000')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('opens filtered from the URL (the dashboard link), and the chips toggle and combine filters', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'GET /tenant': () => page([asha]) });
    renderPage(<TenantsPage />, { url: '/app/tenants?owes=true&page=2' });
    await screen.findByText('Asha Rao');
    expect(chip('Owes')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Overdue')).toHaveAttribute('aria-pressed', 'false');
    expect(calls[0]?.query.get('owes')).toBe('true');

    await user.click(chip('Overdue'));
    await waitFor(() => expect(calls.at(-1)?.query.get('overdue')).toBe('true'));
    expect(calls.at(-1)?.query.get('owes')).toBe('true');
    // a new filter starts at page 1
    expect(calls.at(-1)?.query.get('page')).toBe('1');

    await user.click(chip('Owes'));
    await waitFor(() => expect(calls.at(-1)?.query.get('owes')).toBeNull());
    expect(chip('Owes')).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip('Not on a bed'));
    await waitFor(() => expect(calls.at(-1)?.query.get('assigned')).toBe('false'));
    await user.click(chip('Left but owes'));
    await waitFor(() => expect(calls.at(-1)?.query.get('left')).toBe('true'));
  });

  it('sorts by amount due with a labelled control, kept in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'GET /tenant': () => page([asha, ravi]) });
    renderPage(<TenantsPage />, { url: '/app/tenants?sort=dueAmount' });
    await screen.findByText('Asha Rao');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('dueAmount');
    expect(calls[0]?.query.get('sort')).toBe('dueAmount');
    await user.selectOptions(sort, 'Amount due, most first');
    await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBe('-dueAmount'));
    await user.selectOptions(sort, 'Newest first');
    await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBeNull());
  });

  it('leaves out filter values the API would refuse', async () => {
    const { calls } = mockApi({ 'GET /tenant': () => page([asha]) });
    renderPage(<TenantsPage />, { url: '/app/tenants?owes=yes&sort=name' });
    await screen.findByText('Asha Rao');
    expect(calls[0]?.query.get('owes')).toBeNull();
    expect(calls[0]?.query.get('sort')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
