// The note on the sign-in page that says where the codes are when the server mails none (outbox).
import { screen } from '@testing-library/react';
import { mockApi, ok, renderPage, resetSession } from '@pgportal/testing';
import LoginPage from './login-page';

const health = (mail: string) => () => ok({ status: 'ok', mail });

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

describe('the mail note on staff sign-in', () => {
  it('says where the codes are when the server has no mail server', async () => {
    mockApi({ 'GET /health': health('outbox') });
    renderPage(<LoginPage />, { url: '/login' });
    expect(
      await screen.findByText(
        'No mail server is set up: sign-in codes are in the server log and in data/outbox/.',
      ),
    ).toBeInTheDocument();
  });

  it('does not show the note with a real mail server', async () => {
    const api = mockApi({ 'GET /health': health('smtp') });
    renderPage(<LoginPage />, { url: '/login' });
    await api.answered('GET', '/health');
    expect(screen.queryByText(/No mail server is set up/)).not.toBeInTheDocument();
  });
});
