import type { OfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import OfficeNoticesPage from './office-notices-page';

afterEach(() => jest.restoreAllMocks());

const rules: OfficeNoticeAnswer = {
  _id: 'n1',
  propertyId: 'p1',
  title: 'House rules',
  text: 'Gate closes at 11.',
  image: null,
  expiresOn: null,
  pinned: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

const render = () =>
  renderPage(
    <main data-testid="content" tabIndex={-1}>
      <OfficeNoticesPage />
    </main>,
    { url: '/app/notices' },
  );

describe('the staff Notices page', () => {
  it('lists notices with Pinned and Expires, and posts one with an image', async () => {
    const api = mockApi({
      'GET /notice/': () => ({
        body: {
          success: true,
          message: 'Notices fetched successfully',
          data: [rules],
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        },
      }),
      'POST /notice/add': () => ok({ ...rules, _id: 'n2', mailedTo: 3 }),
    });
    render();
    const table = await screen.findByRole('table', { name: 'Notices' });
    expect(await within(table).findByText('House rules')).toBeInTheDocument();
    expect(within(table).getByText('Pinned', { selector: 'span' })).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Post notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Post notice' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo('POST', '/notice/add')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Title/), 'Water off Sunday');
    await user.type(within(dialog).getByLabelText(/^Text/), 'From 10 to 12.');
    await user.upload(within(dialog).getByLabelText(/Image/), png('tank.png'));
    await user.click(within(dialog).getByLabelText('Pin to the top'));
    await user.click(within(dialog).getByRole('button', { name: 'Post notice' }));
    await waitFor(() => expect(api.callsTo('POST', '/notice/add')).toHaveLength(1));
    const body = api.callsTo('POST', '/notice/add')[0]!.body as FormData;
    expect([body.get('title'), body.get('text'), body.get('pinned'), body.get('expiresOn')]).toEqual([
      'Water off Sunday',
      'From 10 to 12.',
      'true',
      '',
    ]);
    expect((body.get('image') as File).name).toBe('tank.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a notice after confirming', async () => {
    const api = mockApi({
      'GET /notice/': () => ok([rules]),
      'DELETE /notice/delete/n1': () => ok(null),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for House rules' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/notice/delete/n1')).toHaveLength(1));
  });
});
