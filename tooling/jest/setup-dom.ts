import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs TextEncoder, the API client needs fetch.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.fetch !== 'function') {
  Object.assign(globalThis, {
    fetch: () => Promise.reject(new Error('fetch is not available in unit tests: mock it')),
  });
}
