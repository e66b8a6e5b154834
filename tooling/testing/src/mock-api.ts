import { act, waitFor } from '@testing-library/react';
import { codeForStatus, type ErrorCode } from '@pgportal/contracts/error-codes';

// Test helpers: the API client's fetch, mocked by "METHOD /path" (path without /api/v1).

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, or the FormData of a multipart request. */
  body: unknown;
}

export interface MockReply {
  status?: number;
  body: unknown;
}

export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

export const ok = (data: unknown, message = 'OK'): MockReply => ({ body: { success: true, message, data } });
/** A refusal as the API answers it: `code` defaults to the status's (NOT_FOUND for 404, …). */
export const fail = (
  status: number,
  message: string,
  errors?: Record<string, string>,
  code: ErrorCode = codeForStatus(status),
): MockReply => ({
  status,
  body: { success: false, message, code, ...(errors ? { errors } : {}) },
});

function jsonResponse({ status = 200, body }: MockReply): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/**
 * Replaces fetch with the given routes. Unknown routes answer 404 so a test notices them.
 * Returns the spy, the list of requests made, in order, and a wait for a request's answer.
 */
export function mockApi(routes: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const request: MockRequest = { method, path, query: url.searchParams, body };
    calls.push(request);
    const handler = routes[`${method} ${path}`];
    if (!handler) return jsonResponse(fail(404, `No mock for ${method} ${path}`));
    return jsonResponse(await handler(request));
  });
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  /**
   * Waits until `method path` has been asked `times` times in all and its answers have rendered: a
   * check that something is absent waits for this, and so does a test whose page asks after its
   * last check (React would render the answer after the test, outside act()).
   */
  const answered = async (method: string, path: string, times = 1) => {
    await waitFor(() => expect(callsTo(method, path)).toHaveLength(times));
    await settle();
  };
  return { spy, calls, callsTo, answered };
}

/** A promise with its resolve handle, to hold a request in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets pending mocked requests settle and their state updates render (inside act). */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
