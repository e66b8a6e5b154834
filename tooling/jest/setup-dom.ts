import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy* and waitFor wait for what the screen shows next, never check a speed: Testing Library's
// 1 s default failed a form (typing, validating, answering) on a 2-core machine running e2e beside.
// The test's own timeout (below) stays the ceiling.
configure({ asyncUtilTimeout: 15_000 });

// A hang detector, not a speed check: jest's 5 s default failed forms under a loaded 2-core CI.
// Set here, not as `testTimeout` in frontend.cjs: run from the repository root (as CI does), jest
// takes that option from the root's global config only and ignores it in a project's.
jest.setTimeout(30_000);

// jsdom lacks these; react-router needs TextEncoder, the API client needs fetch.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.fetch !== 'function') {
  Object.assign(globalThis, {
    fetch: () => Promise.reject(new Error('fetch is not available in unit tests: mock it')),
  });
}

// Radix primitives (Dialog, DropdownMenu) call pointer-capture, scrollIntoView and ResizeObserver,
// which jsdom lacks.
if (typeof window !== 'undefined') {
  if (typeof window.PointerEvent !== 'function') {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventPolyfill });
  }
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
  if (typeof window.ResizeObserver !== 'function') {
    class ResizeObserverPolyfill {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverPolyfill });
  }
}
