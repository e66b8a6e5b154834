import type { User } from '@pgportal/contracts/types';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage, resetSession, waitForToastToLeave } from '@pgportal/testing';
import { notify } from '@pgportal/ui/toast';
import LoginPage from './login-page';

const admin = { _id: 'u1', name: 'asha rao', email: 'admin@example.com', role: 'SUPER_ADMIN' } as User;
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

describe('the sign-in step toasts', () => {
  it("show 'OTP has been sent' once however often it is resent, and leave with the session notice once the code is verified", async () => {
    mockApi({
      'GET /health': () => ok({ status: 'ok' }),
      'POST /auth/login': () => ok(null),
      'POST /auth/verify-otp': () => ok(admin, 'OTP verified successfully'),
    });
    renderPage(<LoginPage />, { url: '/login?redirect=%2Fapp%2Faccount' });
    // The shell's toast when a session ended and sent the user here.
    act(() => {
      notify.sessionEnded(SESSION_ENDED);
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await screen.findByRole('button', { name: 'Resend OTP' });
    expect(screen.getAllByText('OTP has been sent to your email')).toHaveLength(1);
    expect(screen.getByText(SESSION_ENDED)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    await waitForToastToLeave('OTP has been sent to your email');
    await waitForToastToLeave(SESSION_ENDED);
  });
});
