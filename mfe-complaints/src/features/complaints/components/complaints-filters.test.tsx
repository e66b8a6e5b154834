// Issue 22 in the lists: the category column and staff's category filter (in the URL), the
// rejection's reason under the status, the issue that expands, and 'No complaints'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@pgportal/testing';
import { sampleComplaint } from '../sample-complaint';
import { ComplaintsList } from './complaints-list';

afterEach(() => jest.restoreAllMocks());

const page = (data: unknown[]) => ({ body: { success: true, message: 'OK', data } });

describe('complaint categories and notes in the lists', () => {
  it("filters staff's list by category beside the status, kept in the URL", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /complaint/all': ({ query }) =>
        page([sampleComplaint({ _id: `c-${query.get('category') ?? 'all'}`, category: 'INTERNET' })]),
    });
    renderPage(<ComplaintsList viewer="staff" label="All Complaints" />, {
      url: '/?complaints-status=PENDING',
    });
    const row = (await screen.findByText('The fan in my room is broken')).closest('tr')!;
    expect(within(row).getByText('Internet')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Category' });
    expect(filter).toHaveValue('');
    await user.selectOptions(filter, 'Internet');
    await waitFor(() =>
      expect(api.callsTo('GET', '/complaint/all').map((call) => call.query.toString())).toEqual([
        'limit=10&page=1&status=PENDING',
        'category=INTERNET&limit=10&page=1&status=PENDING',
      ]),
    );
    expect(filter).toHaveValue('INTERNET');
    await user.selectOptions(filter, 'All categories');
    await waitFor(() => expect(api.callsTo('GET', '/complaint/all')).toHaveLength(3));
    expect(api.callsTo('GET', '/complaint/all')[2]!.query.get('category')).toBeNull();
  });

  it('opens at the category in the URL, and says when the filters hide every complaint', async () => {
    const api = mockApi({ 'GET /complaint/all': () => page([]) });
    renderPage(<ComplaintsList viewer="staff" label="All Complaints" />, {
      url: '/?complaints-category=FOOD',
    });
    expect(await screen.findByText('No complaints')).toBeInTheDocument();
    expect(screen.getByText('None match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('FOOD');
    expect(api.callsTo('GET', '/complaint/all')[0]!.query.get('category')).toBe('FOOD');
  });

  it('gives tenants no category filter, and tells them how to raise one when they have none', async () => {
    mockApi({ 'GET /complaint/my-complaints': () => page([]) });
    renderPage(
      <ComplaintsList viewer="tenant" label="My Complaints" emptyHint="Choose 'Create Complaint' above." />,
      { url: '/?complaints-category=FOOD' },
    );
    expect(await screen.findByText('No complaints')).toBeInTheDocument();
    expect(screen.getByText("Choose 'Create Complaint' above.")).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
  });

  it("shows a rejection's reason under its status", async () => {
    const rejected = sampleComplaint({ status: 'REJECTED' });
    rejected.history.push({
      from: 'PENDING',
      to: 'REJECTED',
      changedBy: { _id: 'u1', name: 'demo manager' },
      note: 'The chair is yours.',
      at: '2026-11-05T10:00:00.000Z',
    });
    mockApi({ 'GET /complaint/my-complaints': () => page([rejected]) });
    renderPage(<ComplaintsList viewer="tenant" label="My Complaints" />, { url: '/' });
    expect(await screen.findByText('Reason: The chair is yours.')).toBeInTheDocument();
  });

  it("offers 'Show more' when the issue is cut at three lines, and shows it whole", async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: the clamped paragraph says it holds more than it shows.
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(60);
    const issue = 'The geyser in the second floor bathroom has stopped heating water. '.repeat(4).trim();
    mockApi({ 'GET /complaint/my-complaints': () => page([sampleComplaint({ issue })]) });
    renderPage(<ComplaintsList viewer="tenant" label="My Complaints" />, { url: '/' });
    const text = await screen.findByText(issue);
    expect(text).toHaveClass('clamp3');
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);
    await user.click(more);
    expect(text).not.toHaveClass('clamp3');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("offers no 'Show more' when the issue fits", async () => {
    mockApi({ 'GET /complaint/my-complaints': () => page([sampleComplaint()]) });
    renderPage(<ComplaintsList viewer="tenant" label="My Complaints" />, { url: '/' });
    await screen.findByText('The fan in my room is broken');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
