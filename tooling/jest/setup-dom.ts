import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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
