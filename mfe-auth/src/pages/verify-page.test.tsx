import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { deferred, fail, mockApi, ok } from '@pgportal/testing';
import type { MockReply } from '@pgportal/testing';
import { renderPage } from '@pgportal/testing';
import VerifyPage from './verify-page';

afterEach(() => jest.restoreAllMocks());

const page = <VerifyPage />;

describe('e-mail verification page', () => {
  it('verifies a manager token once, even under StrictMode, then offers the way to sign in', async () => {
    const reply = deferred<MockReply>();
    const api = mockApi({ 'POST /user/verify-email': () => reply.promise });
    renderPage(page, { url: '/verify?token=abc123&role=manager', strict: true });

    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email...');
    expect(screen.getByRole('heading', { name: 'Verifying your email...' })).toBeInTheDocument();
    reply.resolve(ok(null, 'Email verified'));

    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.callsTo('POST', '/user/verify-email')[0]?.body).toEqual({ token: 'abc123' });
  });

  it('says an address is already verified when its link is opened again, and a tenant goes to the tenant sign-in', async () => {
    mockApi({
      'POST /tenant/verify': () =>
        fail(409, 'This email address is already verified. You can sign in.', undefined, 'ALREADY_VERIFIED'),
    });
    renderPage(page, { url: '/verify?token=used&role=tenant' });
    expect(await screen.findByRole('heading', { name: 'Email already verified' })).toBeInTheDocument();
    expect(screen.getByText('This email address is already verified. You can sign in.')).toBeInTheDocument();
    expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByText('Now at /tenant/login')).toBeInTheDocument();
  });

  it('uses the tenant endpoint for any other role', async () => {
    const api = mockApi({ 'POST /tenant/verify': () => ok(null) });
    renderPage(page, { url: '/verify?token=t-1', strict: true });
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/tenant/verify')[0]?.body).toEqual({ token: 't-1' });
    expect(api.calls).toHaveLength(1);
  });

  it('links the brand to the landing page', () => {
    renderPage(page, { url: '/verify' });
    expect(screen.getByRole('link', { name: 'PG Portal' })).toHaveAttribute('href', '/');
  });

  it('says the token is missing without calling the server', () => {
    const api = mockApi({});
    renderPage(page, { url: '/verify?role=manager' });
    expect(screen.getByRole('heading', { name: 'Token Missing' })).toBeInTheDocument();
    expect(
      screen.getByText('Verification token is missing or invalid. Please check your email and try again.'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message when verification fails", async () => {
    mockApi({ 'POST /tenant/verify': () => fail(400, 'This link has already been used') });
    renderPage(page, { url: '/verify?token=used&role=tenant' });
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('This link has already been used')).toBeInTheDocument();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    mockApi({ 'POST /user/verify-email': () => ({ status: 500, body: {} }) });
    renderPage(page, { url: '/verify?token=x&role=manager' });
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired token. Please try again.')).toBeInTheDocument();
  });
});
