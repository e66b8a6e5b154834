import { useSession } from '@pgportal/runtime/session';
import { resetSession, staffUser, tenantUser } from '../testing/fixtures';
import { loadSession } from './load-session';

type Answer = { status: number; body?: unknown } | 'network-error';

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, message: 'OK', data } });
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

const SESSION = '/api/v1/auth/session';
let warn: jest.SpyInstance;

beforeEach(() => {
  resetSession();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('loadSession', () => {
  it('signs staff in from one call', async () => {
    const calls = mockFetch({ [SESSION]: [ok({ kind: 'staff', user: staffUser('MANAGER') })] });
    await loadSession();
    expect(calls).toEqual([SESSION]);
    expect(useSession.getState()).toMatchObject({
      staffStatus: 'authenticated',
      user: { role: 'MANAGER' },
      tenantStatus: 'unauthenticated',
    });
  });

  it('signs a tenant in from the same call', async () => {
    const calls = mockFetch({ [SESSION]: [ok({ kind: 'tenant', tenant: tenantUser() })] });
    await loadSession();
    expect(calls).toEqual([SESSION]);
    expect(useSession.getState()).toMatchObject({
      staffStatus: 'unauthenticated',
      tenantStatus: 'authenticated',
      tenant: { _id: 'tenant-1' },
    });
  });

  it('does not take a user without an admin role for staff', async () => {
    mockFetch({ [SESSION]: [ok({ kind: 'staff', user: { _id: 'x', role: 'TENANT' } })] });
    await loadSession();
    expect(useSession.getState()).toMatchObject({ staffStatus: 'unauthenticated', tenantStatus: 'unauthenticated' });
  });

  it('retries once after a failure', async () => {
    const calls = mockFetch({ [SESSION]: [serverError, ok({ kind: 'tenant', tenant: tenantUser() })] });
    await loadSession();
    expect(calls).toEqual([SESSION, SESSION]);
    expect(useSession.getState().tenantStatus).toBe('authenticated');
  });

  it('ends signed out after two failures, or when nobody is signed in', async () => {
    mockFetch({ [SESSION]: ['network-error', serverError] });
    await loadSession();
    expect(useSession.getState()).toMatchObject({ staffStatus: 'unauthenticated', tenantStatus: 'unauthenticated' });
    resetSession();
    const calls = mockFetch({ [SESSION]: [ok({ kind: null })] });
    await loadSession();
    expect(calls).toEqual([SESSION]);
    expect(useSession.getState()).toMatchObject({ staffStatus: 'unauthenticated', user: null, tenant: null });
  });

  it('sends the cookies with the call', async () => {
    mockFetch({ [SESSION]: [ok({ kind: null })] });
    await loadSession();
    expect(globalThis.fetch).toHaveBeenCalledWith(SESSION, expect.objectContaining({ credentials: 'include', method: 'GET' }));
  });
});
