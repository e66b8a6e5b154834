import type { ErrorCode } from '../error-codes';
import type { Envelope } from '../types';
import { MESSAGES } from '../messages';
import { ApiError, FALLBACK_ERROR, UNKNOWN_ERROR } from './errors';

export const API_BASE = '/api/v1';

/**
 * Dispatched on window when any API call answers 401, from whichever bundle made it (each app
 * bundles its own client); the shell ends a signed-in screen's session on it.
 */
export const UNAUTHORIZED_EVENT = 'pgportal:unauthorized';

type Body = FormData | Record<string, unknown> | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /**
   * Reports the upload of a form body as it goes (bytes sent, bytes in all). Browsers' fetch
   * cannot, so such a request is sent with XMLHttpRequest; the answer is read the same way.
   */
  onUploadProgress?: (sent: number, total: number) => void;
  /** sent as the Idempotency-Key header (the money routes; see submit-keys.ts) */
  idempotencyKey?: string;
}

/** The request's own headers: the body's type, and its Idempotency-Key if any. */
function headersOf(body: Body, isForm: boolean, idempotencyKey?: string): Record<string, string> | undefined {
  const headers: Record<string, string> = {
    ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}),
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  };
  return Object.keys(headers).length ? headers : undefined;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * A call that never reached the server (not one we aborted) is the network's failure: say so, so
 * that an action never fails silently. On patchy data navigator.onLine may still say online.
 */
const networkFailure = (error?: unknown) =>
  error instanceof Error && error.name === 'AbortError' ? UNKNOWN_ERROR : MESSAGES.offline;

interface Answer {
  status: number;
  payload: unknown;
}

async function sendWithFetch(
  url: string,
  method: string,
  body: Body,
  signal?: AbortSignal,
  idempotencyKey?: string,
): Promise<Answer> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: headersOf(body, isForm, idempotencyKey),
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new ApiError(0, networkFailure(error));
  }
  return { status: response.status, payload: await readJson(response) };
}

function sendWithProgress(
  url: string,
  method: string,
  body: FormData,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
  idempotencyKey?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText) as unknown;
      } catch {
        payload = undefined;
      }
      resolve({ status: xhr.status, payload });
    };
    xhr.onerror = () => reject(new ApiError(0, networkFailure()));
    xhr.onabort = () => reject(new ApiError(0, UNKNOWN_ERROR));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * Calls the API and returns the whole `{ success, message, data }` envelope.
 * A failed call throws ApiError carrying the server's message (or the fallback);
 * a failure that never reached HTTP (network, abort) throws ApiError with status 0.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', body, query, signal, onUploadProgress, idempotencyKey } = options;
  const url = buildUrl(path, query);
  const withProgress =
    onUploadProgress &&
    typeof XMLHttpRequest !== 'undefined' &&
    typeof FormData !== 'undefined' &&
    body instanceof FormData;
  const { status, payload: raw } = withProgress
    ? await sendWithProgress(url, method, body, onUploadProgress, signal, idempotencyKey)
    : await sendWithFetch(url, method, body, signal, idempotencyKey);
  const payload = raw as
    (Partial<Envelope<T>> & { errors?: Record<string, string>; code?: unknown }) | undefined;
  if (status === 401 && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { path } }));
  }
  if (status < 200 || status >= 300 || !payload || payload.success === false) {
    const message =
      typeof payload?.message === 'string' && payload.message ? payload.message : FALLBACK_ERROR;
    const code = typeof payload?.code === 'string' ? (payload.code as ErrorCode) : null;
    throw new ApiError(status, message, payload?.errors, code);
  }
  return payload as Envelope<T>;
}

/** Calls the API and returns only its `data` field, as most screens read it. */
export async function requestData<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await request<T>(path, options)).data;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => requestData<T>(path, { query }),
  post: <T>(path: string, body?: Body) => requestData<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: Body) => requestData<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: Body) => requestData<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => requestData<T>(path, { method: 'DELETE' }),
};

/** SWR fetcher: the key is the API path. */
export const fetcher = <T>(path: string): Promise<T> => requestData<T>(path);
