import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { CACHES } from './cache-rules';
import { clearPersonalCaches, duesSavedAt } from './personal-caches';

/** A cached answer as the page reads it (jsdom has no Response): its Date header. */
const saved = (date: string) => ({ headers: new Map([['date', date]]) }) as unknown as Response;

/** A Cache Storage of named caches holding responses by URL, as the browser's. */
function fakeCacheStorage(contents: Record<string, Record<string, Response>>) {
  const storage = {
    keys: async () => Object.keys(contents),
    has: async (name: string) => name in contents,
    delete: async (name: string) => delete contents[name],
    open: async (name: string) => ({ match: async (url: string) => contents[name]?.[url] }),
  };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
  return contents;
}

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

const INVOICES = `${API_BASE}${API.payment.myInvoices}`;

it('signing out deletes every personal cache and keeps the portal’s own files', async () => {
  const contents = fakeCacheStorage({
    [CACHES.tenantApi]: { [INVOICES]: saved('Sat, 28 Nov 2026 05:00:00 GMT') },
    // the tenant's pages hold the screen the server drew for them
    [CACHES.pages]: { '/tenant/billing': saved('Sat, 28 Nov 2026 05:00:00 GMT') },
    [CACHES.remotes]: {},
    'workbox-precache-v2-https://pg.example.in/': {},
  });
  await clearPersonalCaches();
  expect(Object.keys(contents).sort()).toEqual(
    [CACHES.remotes, 'workbox-precache-v2-https://pg.example.in/'].sort(),
  );
});

it('tells when the dues were saved, from the cached invoices answer', async () => {
  fakeCacheStorage({
    [CACHES.tenantApi]: { [INVOICES]: saved('Sat, 28 Nov 2026 05:30:00 GMT') },
  });
  expect((await duesSavedAt())?.toISOString()).toBe('2026-11-28T05:30:00.000Z');
});

it('has no time when nothing was saved, or the browser has no Cache Storage', async () => {
  expect(await duesSavedAt()).toBeNull();
  await expect(clearPersonalCaches()).resolves.toBeUndefined();
  fakeCacheStorage({});
  expect(await duesSavedAt()).toBeNull();
});
