// react-router's data router builds a Request for every navigation; jsdom has none. The shell makes
// only GET navigations (no actions or forms), so url, method and signal are all it reads.
if (typeof globalThis.Request !== 'function') {
  class RequestPolyfill {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;

    constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RequestPolyfill });
}
