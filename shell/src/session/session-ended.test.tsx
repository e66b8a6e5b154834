import { act, screen, waitFor } from '@testing-library/react';
import { errorMessage, request } from '@pgportal/contracts/api';
import { notify } from '@pgportal/ui/toast';
import { useSession } from '@pgportal/runtime/session';
import { locationOf, renderApp, resetSession, signInAsStaff, signInAsTenant } from '../testing/fixtures';
import { SESSION_ENDED } from './session-ended';

beforeEach(resetSession);
afterEach(() => jest.restoreAllMocks());

const answer401 = () =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue({
    ok: false,
    status: 401,
    json: async () => ({ success: false, message: 'Unauthorized' }),
  } as Response);

async function callThatFails() {
  await act(async () => {
    await request('/user/all-users').catch(() => undefined);
  });
}

describe('a session that ended elsewhere', () => {
  it('clears the session and sends staff to sign in with the way back, saying why', async () => {
    signInAsStaff('SUPER_ADMIN');
    const { router } = await renderApp('/app/managers?page=2');
    await screen.findByRole('heading', { name: 'mfe_auth/managers' });
    answer401();
    await callThatFails();
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=%2Fapp%2Fmanagers%3Fpage%3D2'));
    expect(useSession.getState().user).toBeNull();
    expect(useSession.getState().staffStatus).toBe('unauthenticated');
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  });

  it("shows one toast: the failing call's own error toast is left out", async () => {
    signInAsStaff('MANAGER');
    const { router } = await renderApp('/app/account');
    await screen.findByRole('heading', { name: 'mfe_auth/account' });
    answer401();
    await act(async () => {
      // As the kit's data hooks do with a failure: toast its message.
      await request('/user/profile', { method: 'PUT', body: {} }).catch((error: unknown) =>
        notify.error(errorMessage(error)),
      );
    });
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=%2Fapp%2Faccount'));
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
  });

  it('sends a tenant to the tenant sign-in', async () => {
    signInAsTenant();
    const { router } = await renderApp('/tenant/billing');
    await screen.findByRole('heading', { name: 'mfe_tenants/tenantBilling' });
    answer401();
    await callThatFails();
    await waitFor(() => expect(locationOf(router)).toBe('/login?role=tenant&redirect=%2Ftenant%2Fbilling'));
  });

  it('does nothing for a visitor who was not signed in', async () => {
    useSession.getState().signedOut();
    const { router } = await renderApp('/login');
    answer401();
    await callThatFails();
    expect(locationOf(router)).toBe('/login');
  });
});
