import { useSession } from '@pgportal/runtime/session';
import { resetSession, staffUser, tenantUser } from '../testing/fixtures';
import { loadSession } from './load-session';

type Answer = { status: number; body?: unknown } | 'network-error';

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, message: 'OK', data } });
const unauthorized: Answer = { status: 401, body: { success: false, message: 'Unauthorized' } };
const serverError: Answer = { status: 500, body: { success: false, message: 'Oops' } };

/** fetch answering each path with its queue of answers, in order; records the calls. */
function mockFetch(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const path = input as string;
    calls.push(path);
    const answer = answers[path]?.shift();
    if (!answer) throw new Error(`unexpected call ${path}`);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return calls;
}

const USER = '/api/v1/user/profile';
const TENANT = '/api/v1/tenant/profile';
let warn: jest.SpyInstance;

beforeEach(() => {
  resetSession();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('loadSession', () => {
  it('signs staff in from the user profile and never asks for the tenant profile', async () => {
    const calls = mockFetch({ [USER]: [ok(staffUser('MANAGER'))] });
    await loadSession();
    expect(calls).toEqual([USER]);
    expect(useSession.getState()).toMatchObject({
      staffStatus: 'authenticated',
      user: { role: 'MANAGER' },
      tenantStatus: 'unauthenticated',
    });
  });

  it('asks for the tenant profile only when no staff role is found', async () => {
    const calls = mockFetch({ [USER]: [unauthorized], [TENANT]: [ok(tenantUser())] });
    await loadSession();
    expect(calls).toEqual([USER, TENANT]);
    expect(useSession.getState()).toMatchObject({
      staffStatus: 'unauthenticated',
      tenantStatus: 'authenticated',
      tenant: { _id: 'tenant-1' },
    });
  });

  it('does not take a profile without an admin role for staff', async () => {
    const calls = mockFetch({ [USER]: [ok({ _id: 'x', role: 'TENANT' })], [TENANT]: [unauthorized] });
    await loadSession();
    expect(calls).toEqual([USER, TENANT]);
    expect(useSession.getState()).toMatchObject({
      staffStatus: 'unauthenticated',
      tenantStatus: 'unauthenticated',
    });
  });

  it('retries each profile once after a failure, but not after a 401', async () => {
    const calls = mockFetch({
      [USER]: [serverError, 'network-error'],
      [TENANT]: [serverError, ok(tenantUser())],
    });
    await loadSession();
    expect(calls).toEqual([USER, USER, TENANT, TENANT]);
    expect(useSession.getState().tenantStatus).toBe('authenticated');
  });

  it('signs staff in on the retry', async () => {
    const calls = mockFetch({ [USER]: ['network-error', ok(staffUser('SUPER_ADMIN'))] });
    await loadSession();
    expect(calls).toEqual([USER, USER]);
    expect(useSession.getState().staffStatus).toBe('authenticated');
  });

  it('ends signed out when nobody is signed in', async () => {
    const calls = mockFetch({ [USER]: [unauthorized], [TENANT]: [unauthorized] });
    await loadSession();
    expect(calls).toEqual([USER, TENANT]);
    expect(useSession.getState()).toMatchObject({
      staffStatus: 'unauthenticated',
      user: null,
      tenantStatus: 'unauthenticated',
      tenant: null,
    });
  });

  it('sends the cookies with each call', async () => {
    mockFetch({ [USER]: [ok(staffUser('MANAGER'))] });
    await loadSession();
    expect(globalThis.fetch).toHaveBeenCalledWith(
      USER,
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
  });
});
