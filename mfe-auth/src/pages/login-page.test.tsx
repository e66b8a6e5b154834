import { useSession } from '@pgportal/runtime/session';
import type { TenantSummary, User } from '@pgportal/contracts/types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fail, mockApi, ok, settle, waitForToastToLeave } from '@pgportal/testing';
import type { MockReply } from '@pgportal/testing';
import { renderPage, resetSession } from '@pgportal/testing';
import LoginPage from './login-page';

const STAFF_SUBTITLE = 'Manage your PG properties, tenants, and payments — all in one place.';
const TENANT_SUBTITLE = 'Access your room details, rent status, meals, and raise complaints';

const admin: User = {
  _id: 'u1',
  name: 'asha rao',
  email: 'admin@example.com',
  phoneNumber: '9876543210',
  role: 'SUPER_ADMIN',
  avatar: null,
  assignedPGs: [],
  isVerified: true,
  currentProperty: null,
};

const tenant: TenantSummary = {
  _id: 't1',
  fullName: 'ravi kumar',
  email: 'tenant@example.com',
  phoneNumber: '9000000000',
  profilePhoto: null,
  isVerified: true,
  role: 'TENANT',
  propertyId: 'p1',
  roomId: 'r1',
  bedId: 'b1',
  language: 'en',
};

const health = () => () => ok({ status: 'ok' });

beforeEach(() => resetSession());
// a sign-in keeps the tenant's language here and in its cookie (issues 27, 28)
beforeEach(() => void [localStorage.clear(), (document.cookie = 'pgportal.language=; path=/; max-age=0')]);
afterEach(() => jest.restoreAllMocks());

async function requestCode(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return user;
}

describe('staff sign-in', () => {
  it('shows the staff heading and subtitle, with a link to tenant sign-in', async () => {
    mockApi({ 'GET /health': health() });
    renderPage(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeInTheDocument();
    expect(screen.getByText(STAFF_SUBTITLE)).toBeInTheDocument();
    expect(screen.getByText('PG Portal')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'you@example.com');
    // The hint is also text under the field (a placeholder alone is faint and goes away on typing).
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'For example, you@example.com',
    );
    expect(screen.getByRole('link', { name: 'Tenant? Sign in here' })).toHaveAttribute(
      'href',
      '/login?role=tenant',
    );
    await settle();
  });

  it('links the brand to the landing page', async () => {
    const api = mockApi({ 'GET /health': health() });
    renderPage(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('link', { name: 'PG Portal' })).toHaveAttribute('href', '/');
    // the mail note's health answer lands inside the test, not after it (act)
    await api.answered('GET', '/health');
  });

  it('validates the e-mail before calling the server', async () => {
    const api = mockApi({ 'GET /health': health() });
    const user = userEvent.setup();
    renderPage(<LoginPage />, { url: '/login' });

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/auth/login')).toHaveLength(0);
  });

  it('sends the code, then verifies it, signs in and goes to the dashboard replacing history', async () => {
    const sent = deferred<MockReply>();
    const verified = deferred<MockReply>();
    const api = mockApi({
      'GET /health': health(),
      'POST /auth/login': () => sent.promise,
      'POST /auth/verify-otp': () => verified.promise,
    });
    renderPage(<LoginPage />, { url: '/login' });

    const user = await requestCode('  Admin@Example.com ');
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    sent.resolve(ok(null, 'OTP sent'));

    expect(await screen.findByText('OTP has been sent to your email')).toBeInTheDocument();
    const otp = await screen.findByPlaceholderText('Enter the 6-digit OTP');
    expect(otp).toHaveAccessibleName('OTP');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    // Limited to 6 characters by the field itself, after spaces are stripped (see the paste test).
    await user.type(otp, '12345678');
    expect(otp).toHaveValue('123456');
    await user.clear(otp);
    expect(api.callsTo('POST', '/auth/login')[0]?.body).toEqual({ email: 'admin@example.com' });

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(otp, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit OTP')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/verify-otp')).toHaveLength(0);

    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    verified.resolve(ok(admin));

    expect(await screen.findByText('Now at /app/dashboard')).toBeInTheDocument();
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/verify-otp')[0]?.body).toEqual({
      email: 'admin@example.com',
      otp: '123456',
    });
    expect(useSession.getState().user).toEqual(admin);
    expect(useSession.getState().staffStatus).toBe('authenticated');
    expect(screen.getByText('Arrived by REPLACE')).toBeInTheDocument();
  });

  it('goes back to a safe redirect target inside /app, and ignores an unsafe one', async () => {
    mockApi({
      'GET /health': health(),
      'POST /auth/login': () => ok(null),
      'POST /auth/verify-otp': () => ok(admin),
    });
    const first = renderPage(<LoginPage />, { url: '/login?redirect=%2Fapp%2Ftenants%3Fsearch%3Dravi' });
    let user = await requestCode('admin@example.com');
    await user.type(await screen.findByRole('textbox', { name: 'OTP' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Now at /app/tenants?search=ravi')).toBeInTheDocument();
    first.unmount();

    renderPage(<LoginPage />, { url: '/login?redirect=https%3A%2F%2Fevil.example%2Fapp' });
    user = await requestCode('admin@example.com');
    await user.type(await screen.findByRole('textbox', { name: 'OTP' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Now at /app/dashboard')).toBeInTheDocument();
  });

  it("shows the server's message when the e-mail is refused, and stays on the first step", async () => {
    mockApi({
      'GET /health': health(),
      'POST /auth/login': () => fail(404, 'Provided Email is incorrect'),
    });
    renderPage(<LoginPage />, { url: '/login' });
    await requestCode('nobody@example.com');
    expect(await screen.findByText('Provided Email is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'OTP' })).not.toBeInTheDocument();
  });

  it("clears the step's error toast once the code is sent", async () => {
    let tries = 0;
    mockApi({
      'GET /health': health(),
      'POST /auth/login': () => (++tries === 1 ? fail(404, 'Provided Email is incorrect') : ok(null)),
    });
    renderPage(<LoginPage />, { url: '/login' });
    const user = await requestCode('admin@example.con');
    expect(await screen.findByText('Provided Email is incorrect')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP has been sent to your email')).toBeInTheDocument();
    await waitForToastToLeave('Provided Email is incorrect');
  });

  it("clears 'Invalid OTP' once a good code is entered", async () => {
    let tries = 0;
    mockApi({
      'GET /health': health(),
      'POST /auth/login': () => ok(null),
      'POST /auth/verify-otp': () =>
        ++tries === 1 ? fail(400, 'Invalid OTP') : ok(admin, 'OTP verified successfully'),
    });
    renderPage(<LoginPage />, { url: '/login' });
    const user = await requestCode('admin@example.com');
    const field = await screen.findByRole('textbox', { name: 'OTP' });
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getAllByText('Invalid OTP')).toHaveLength(2));
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    await waitForToastToLeave('Invalid OTP');
  });

  it('shows the server message on a wrong code, can resend and change the e-mail', async () => {
    const api = mockApi({
      'GET /health': health(),
      'POST /auth/login': () => ok(null),
      'POST /auth/verify-otp': () => fail(400, 'Invalid or expired OTP'),
    });
    renderPage(<LoginPage />, { url: '/login' });
    const user = await requestCode('admin@example.com');
    await user.type(await screen.findByRole('textbox', { name: 'OTP' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // In a toast and under the field, which is marked invalid.
    await waitFor(() => expect(screen.getAllByText('Invalid or expired OTP')).toHaveLength(2));
    const field = screen.getByRole('textbox', { name: 'OTP' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Invalid or expired OTP'));
    expect(useSession.getState().user).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(api.callsTo('POST', '/auth/login')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@example.com');
  });

  it('takes a pasted code with spaces and a line break, as a one-time-code numeric field', async () => {
    const api = mockApi({
      'GET /health': health(),
      'POST /auth/login': () => ok(null),
      'POST /auth/verify-otp': () => ok(admin, 'OTP verified successfully'),
    });
    renderPage(<LoginPage />, { url: '/login' });
    const user = await requestCode('admin@example.com');
    const field = await screen.findByRole('textbox', { name: 'OTP' });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.click(field);
    await user.paste('123 456\n');
    expect(field).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/auth/verify-otp')[0]?.body).toEqual({
        email: 'admin@example.com',
        otp: '123456',
      }),
    );
  });
});

describe('tenant sign-in', () => {
  it.each(['/tenant/login', '/login?role=tenant'])(
    'on %s uses the tenant text, calls and home',
    async (url) => {
      const api = mockApi({
        'GET /health': health(),
        'POST /tenant/login': () => ok(null),
        'POST /tenant/verify-auth-otp': () => ok(tenant, 'Login successful'),
      });
      renderPage(<LoginPage />, { url });
      expect(screen.getByRole('heading', { level: 1, name: 'Tenant Sign In' })).toBeInTheDocument();
      expect(screen.getByText(TENANT_SUBTITLE)).toBeInTheDocument();
      expect(screen.queryByText(STAFF_SUBTITLE)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute('href', '/login');

      const user = await requestCode('tenant@example.com');
      await user.type(await screen.findByRole('textbox', { name: 'OTP' }), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Now at /tenant')).toBeInTheDocument();
      expect(api.callsTo('POST', '/tenant/login')[0]?.body).toEqual({ email: 'tenant@example.com' });
      expect(api.callsTo('POST', '/tenant/verify-auth-otp')[0]?.body).toEqual({
        email: 'tenant@example.com',
        otp: '654321',
      });
      expect(api.callsTo('POST', '/auth/login')).toHaveLength(0);
      expect(useSession.getState().tenant).toEqual(tenant);
      expect(useSession.getState().tenantStatus).toBe('authenticated');
      expect(screen.getByText('Arrived by REPLACE')).toBeInTheDocument();
    },
  );
});
