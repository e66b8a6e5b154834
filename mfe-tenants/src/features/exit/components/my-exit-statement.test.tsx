import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import TenantExitPage from '../../../pages/tenant-exit-page';
import { statement } from './fixtures';

afterEach(() => jest.restoreAllMocks());

const render = () => renderPage(<TenantExitPage />, { url: '/tenant/exit' });
const sent = { ...statement, status: 'SENT' as const };

describe('the tenant’s exit statement page', () => {
  it('says when there is no statement yet', async () => {
    mockApi({ 'GET /tenant/my-exit-statement': () => ok(null) });
    render();
    expect(await screen.findByText('No exit statement yet')).toBeInTheDocument();
  });

  it('shows the refund deadline and accepts the statement', async () => {
    const api = mockApi({
      'GET /tenant/my-exit-statement': () => ok(sent),
      'POST /tenant/my-exit-statement/accept': () =>
        ok({ ...sent, status: 'ACCEPTED' }, 'You accepted the exit statement'),
    });
    render();
    expect(await screen.findByText(/Refund due by/)).toHaveTextContent('Refund due by Dec 23 2026');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST', '/tenant/my-exit-statement/accept')).toHaveLength(1));
  });

  it('disputes with a comment, which it requires', async () => {
    const api = mockApi({
      'GET /tenant/my-exit-statement': () => ok(sent),
      'POST /tenant/my-exit-statement/dispute': () => ok({ ...sent, status: 'DISPUTED' }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    await user.click(screen.getByRole('button', { name: 'Send my comment' }));
    expect(screen.getByRole('textbox', { name: /^What do you disagree with/ })).toHaveAccessibleDescription(
      'Say what you disagree with',
    );
    await user.type(
      screen.getByRole('textbox', { name: /^What do you disagree with/ }),
      'The wall was stained before.',
    );
    await user.click(screen.getByRole('button', { name: 'Send my comment' }));
    await waitFor(() => expect(api.callsTo('POST', '/tenant/my-exit-statement/dispute')).toHaveLength(1));
    expect(api.callsTo('POST', '/tenant/my-exit-statement/dispute')[0]!.body).toEqual({
      comment: 'The wall was stained before.',
    });
  });

  it('offers no answer once the statement is accepted', async () => {
    mockApi({ 'GET /tenant/my-exit-statement': () => ok({ ...sent, status: 'ACCEPTED' }) });
    render();
    expect(await screen.findByText('Accepted by the tenant')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
