// The page's side of the offline rules: forgetting every cached personal answer (signing out, a
// session ending, someone else signing in) and telling when the cached dues were saved.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { CACHES, PERSONAL_PREFIX } from './cache-rules';

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/** Deletes every Cache Storage entry that holds a tenant's data. */
export async function clearPersonalCaches(): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const names = await storage.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PERSONAL_PREFIX)).map((name) => storage.delete(name)),
  );
}

/** When the tenant's invoices (the dues and their QR codes) were last answered by the server, or null. */
export async function duesSavedAt(): Promise<Date | null> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(CACHES.tenantApi))) return null;
  const cache = await storage.open(CACHES.tenantApi);
  const saved = await cache.match(`${API_BASE}${API.payment.myInvoices}`);
  const date = saved?.headers.get('date');
  return date ? new Date(date) : null;
}
