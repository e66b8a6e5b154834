import { tenants, beds } from '../db/schema';
import { ReadCache } from './read-cache';

const liveCache = (maxEntries = 10) => {
  const cache = new ReadCache<string>('test', [tenants, beds], maxEntries);
  cache.setLive(true);
  return cache;
};

describe('ReadCache', () => {
  it('names the tables its answers are read from', () => {
    expect([...liveCache().tables]).toEqual(['tenants', 'beds']);
  });

  it('reads once and answers from memory after', async () => {
    const cache = liveCache();
    const load = jest.fn(async () => 'answer');
    expect(await cache.get('k', load)).toBe('answer');
    expect(await cache.get('k', load)).toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after a change', async () => {
    const cache = liveCache();
    await cache.get('k', async () => 'old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('does not keep an answer read while a change came', async () => {
    const cache = liveCache();
    let finish!: (value: string) => void;
    const reading = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('read before the change');
    expect(await reading).toBe('read before the change');
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', async () => 'read after')).toBe('read after');
  });

  it('keeps nothing while it cannot hear changes, and forgets what it had when it stops hearing', async () => {
    const cache = new ReadCache<string>('test', [tenants], 10);
    const load = jest.fn(async () => 'answer');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.setLive(true);
    await cache.get('k', load);
    cache.setLive(false);
    expect(cache.size).toBe(0);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps at most maxEntries, dropping the one kept longest ago', async () => {
    const cache = liveCache(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, 'b', 'c']);
  });

  it('keepIfUnchanged keeps only when nothing changed since mark()', () => {
    const cache = liveCache();
    cache.keepIfUnchanged('a', 'kept', cache.mark());
    expect(cache.peek('a')).toBe('kept');
    const stale = cache.mark();
    cache.clear();
    cache.keepIfUnchanged('b', 'read before the change', stale);
    expect(cache.peek('b')).toBeUndefined();
  });
});
