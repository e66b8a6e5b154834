import type { MyOfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { OfficeNoticesSection } from './office-notices-section';

afterEach(() => jest.restoreAllMocks());

const notice = (over: Partial<MyOfficeNoticeAnswer>): MyOfficeNoticeAnswer => ({
  _id: 'n1',
  propertyId: 'p1',
  title: 'Water off Sunday',
  text: 'From 10 to 12.',
  image: null,
  expiresOn: null,
  pinned: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  read: false,
  ...over,
});

const render = () => renderPage(<OfficeNoticesSection />, { url: '/tenant/dashboard' });

describe('the tenant’s Notices', () => {
  it('marks an unread notice with a New badge and marks it read when opened', async () => {
    const api = mockApi({
      'GET /notice/my': () =>
        ok([
          notice({ _id: 'n1', pinned: true, title: 'Pinned rule' }),
          notice({ _id: 'n2', title: 'Old news', read: true }),
        ]),
      'POST /notice/n1/read': () => ok(null),
    });
    render();
    const pinned = await screen.findByRole('button', { name: /Pinned rule/ });
    expect(within(pinned).getByText('New')).toBeInTheDocument();
    expect(within(pinned).getByText('Pinned')).toBeInTheDocument();
    const old = screen.getByRole('button', { name: /Old news/ });
    expect(within(old).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Notices \(1 new\)/ })).toBeInTheDocument();

    expect(pinned).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(pinned);
    expect(pinned).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText('From 10 to 12.')[0]).toBeVisible();
    await waitFor(() => expect(api.callsTo('POST', '/notice/n1/read')).toHaveLength(1));
  });

  it('does not mark a read notice again', async () => {
    const api = mockApi({ 'GET /notice/my': () => ok([notice({ read: true })]) });
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Water off Sunday/ }));
    expect(api.callsTo('POST', '/notice/n1/read')).toHaveLength(0);
  });

  it('says when there are no notices', async () => {
    mockApi({ 'GET /notice/my': () => ok([]) });
    render();
    expect(await screen.findByText('No notices from the office.')).toBeInTheDocument();
  });
});
