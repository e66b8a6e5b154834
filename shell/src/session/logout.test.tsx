import { act, screen, waitFor } from '@testing-library/react';
import { SWRConfig, mutate } from 'swr';
import { useSession } from '@pgportal/runtime/session';
import { locationOf, renderApp, resetSession, signInAsStaff, signInAsTenant } from '../testing/fixtures';

const LOGOUT = '/api/v1/auth/logout';

function mockLogout(status: number) {
  const fetchMock = jest.fn(async () => ({
    ok: status < 400,
    status,
    json: async () =>
      status < 400
        ? { success: true, message: 'Logged out', data: null }
        : { success: false, message: 'Session store is down' },
  }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

const cached = (key: string) => SWRConfig.defaultValue.cache.get(key)?.data;

async function clickLogout() {
  await act(async () => {
    screen.getByRole('button', { name: 'Logout' }).click();
  });
}

beforeEach(resetSession);

describe('logout (SPEC §4)', () => {
  it('ends the session on the server, clears cached data and the store, and goes to / replacing history', async () => {
    const fetchMock = mockLogout(200);
    signInAsStaff('MANAGER');
    await mutate('/tenant/', [{ _id: 't1' }], { revalidate: false });
    expect(cached('/tenant/')).toEqual([{ _id: 't1' }]);

    const { router } = await renderApp('/app/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await clickLogout();

    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(fetchMock).toHaveBeenCalledWith(
      LOGOUT,
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    expect(cached('/tenant/')).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ staffStatus: 'unauthenticated', user: null });
    expect(await screen.findByRole('link', { name: 'Login to Portal' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes a tenant to / too, never through the sign-in page', async () => {
    mockLogout(200);
    signInAsTenant();
    const { router } = await renderApp('/tenant/billing');
    await screen.findByRole('button', { name: 'Logout' });
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    await clickLogout();
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(seen).not.toContain('/login');
    expect(useSession.getState().tenantStatus).toBe('unauthenticated');
  });

  it('says so when the server could not end the session, and still signs out here', async () => {
    mockLogout(500);
    signInAsStaff('SUPER_ADMIN');
    const { router } = await renderApp('/app/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await clickLogout();
    expect(await screen.findByText('Session store is down')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/'));
  });
});
