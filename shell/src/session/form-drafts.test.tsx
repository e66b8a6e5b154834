import { act, screen, waitFor } from '@testing-library/react';
import { request } from '@pgportal/contracts/api';
import { draftKey } from '@pgportal/ui/form-drafts';
import { useSession } from '@pgportal/runtime/session';
import { locationOf, renderApp, resetSession, signInAsStaff } from '../testing/fixtures';

// What a half-filled New Tenant left behind in this tab (the kit's useFormDraft writes it).
const keepDraft = (owner: string) =>
  sessionStorage.setItem(draftKey(owner, 'tenant-admission'), JSON.stringify({ fullName: 'Ravi Kumar' }));
const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('pgportal:draft:'));

const answer = (status: number, body: object) =>
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue({ ok: status < 400, status, json: async () => body } as Response);

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('form drafts and the session', () => {
  it('are removed when the user logs out', async () => {
    signInAsStaff('MANAGER', { _id: 'u1' });
    keepDraft('u1');
    const { router } = await renderApp('/app/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    answer(200, { success: true, message: 'Logged out', data: null });
    await act(async () => {
      screen.getByRole('button', { name: 'Logout' }).click();
    });
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(drafts()).toEqual([]);
  });

  it('are kept when the session ends elsewhere (expired, ended on another device)', async () => {
    signInAsStaff('MANAGER', { _id: 'u1' });
    keepDraft('u1');
    const { router } = await renderApp('/app/tenants/admission');
    await screen.findByRole('heading', { name: 'mfe_tenants/tenantAdmission' });
    answer(401, { success: false, message: 'Unauthorized' });
    await act(async () => {
      await request('/tenant/add', { method: 'POST', body: {} }).catch(() => undefined);
    });
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=%2Fapp%2Ftenants%2Fadmission'));
    expect(drafts()).toEqual([draftKey('u1', 'tenant-admission')]);
  });

  it("someone signing in removes everyone else's drafts, and keeps their own", async () => {
    useSession.getState().signedOut();
    keepDraft('u1');
    keepDraft('u2');
    await renderApp('/login');
    act(() => signInAsStaff('MANAGER', { _id: 'u2' }));
    expect(drafts()).toEqual([draftKey('u2', 'tenant-admission')]);
  });
});
