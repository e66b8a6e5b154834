import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@pgportal/testing';
import { images, sampleComplaint } from '../sample-complaint';
import { ComplaintsList } from './complaints-list';

afterEach(() => jest.restoreAllMocks());

const page = (data: unknown[], pagination?: object) => ({
  body: { success: true, message: 'OK', data, ...(pagination ? { pagination } : {}) },
});

const withImages = sampleComplaint({
  _id: 'c1',
  images: images(3),
  tenantId: {
    _id: 't1',
    fullName: 'ravi sharma',
    phoneNumber: '9000000003',
    profilePhoto: { url: '/p.png' },
  },
});
const noImages = sampleComplaint({
  _id: 'c2',
  issue: 'Leaking tap',
  status: 'RESOLVED',
  updatedAt: '2025-12-25T10:00:00.000Z',
});

function rowOf(text: string) {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('the complaints table', () => {
  it('shows staff the photo, name and phone, the clamped issue with its date, status, images and room', async () => {
    mockApi({ 'GET /complaint/all': () => page([withImages, noImages]) });
    renderPage(<ComplaintsList viewer="staff" label="All Complaints" />, { url: '/' });
    const table = screen.getByRole('table', { name: 'All Complaints' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Photo', 'Name', 'Issue', 'Category', 'Status', 'Images', 'Room', 'Actions']);
    await screen.findByText('Leaking tap');
    const first = within(rowOf('The fan in my room is broken'));
    expect(first.getByRole('img', { name: 'Ravi Sharma' })).toHaveAttribute('src', '/p.png');
    expect(first.getByText('Ravi Sharma')).toBeInTheDocument();
    expect(first.getByText('90000 00003')).toBeInTheDocument();
    expect(first.getByText('The fan in my room is broken')).toHaveClass('clamp3');
    expect(first.getByText('5 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('+2')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'View 3 images' })).toBeInTheDocument();
    expect(first.getByText('101 / Bed 2')).toBeInTheDocument();
    expect(first.getByRole('button', { name: /^Review complaint/ })).toBeInTheDocument();
    const second = within(rowOf('Leaking tap'));
    expect(second.getByText('No image')).toBeInTheDocument();
    expect(second.getByText('25 Dec 2025')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'View complaint: Leaking tap' })).toBeInTheDocument();
  });

  it('gives tenants Issue, Status, Images and the action, and opens their complaint to edit', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /complaint/my-complaints': () => page([withImages]) });
    renderPage(<ComplaintsList viewer="tenant" label="My Complaints" />, { url: '/' });
    const table = screen.getByRole('table', { name: 'My Complaints' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Issue', 'Category', 'Status', 'Images', 'Actions']);
    await user.click(await screen.findByRole('button', { name: /^Edit complaint/ }));
    expect(screen.getByRole('dialog', { name: 'Edit Complaint' })).toBeInTheDocument();
  });

  it('filters by status with the chips and pages through long lists', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /complaint/all': ({ query }) =>
        page([sampleComplaint({ _id: `c-${query.get('page')}-${query.get('status') ?? 'all'}` })], {
          page: Number(query.get('page')),
          limit: 10,
          total: 15,
          totalPages: 2,
        }),
    });
    renderPage(<ComplaintsList viewer="staff" label="All Complaints" />, { url: '/' });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Pending', 'Rejected', 'In Progress', 'Resolved']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Resolved' }));
    expect(within(chips).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeInTheDocument());
    const queries = api.callsTo('GET', '/complaint/all').map((call) => call.query.toString());
    expect(queries).toEqual(['limit=10&page=1', 'limit=10&page=2', 'limit=10&page=1&status=RESOLVED']);
  });

  it("opens at the page and status in the URL, under the list's own names (not another list's ?page)", async () => {
    const api = mockApi({
      'GET /complaint/all': ({ query }) =>
        page([sampleComplaint({ _id: 'c-url' })], {
          page: Number(query.get('page')),
          limit: 10,
          total: 15,
          totalPages: 2,
        }),
    });
    renderPage(<ComplaintsList viewer="staff" label="All Complaints" />, {
      url: '/?page=5&complaints-page=2&complaints-status=RESOLVED',
      path: '/',
    });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(chips).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
    const queries = api.callsTo('GET', '/complaint/all').map((call) => call.query.toString());
    expect(queries).toEqual(['limit=10&page=2&status=RESOLVED']);
  });
});
