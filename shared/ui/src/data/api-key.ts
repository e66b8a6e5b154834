// SWR keys of the portal: the API path plus its query, one string, e.g. '/tenant?search=ravi'.
// Every remote shares the shell's SWR cache, so a mutation in one remote can revalidate the lists
// of another by naming their API paths.
export type Query = Record<string, string | number | undefined>;

/** The cache key of GET `path` with `query` (empty values dropped, keys sorted). */
export function apiKey(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query ?? {}).sort()) {
    const value = query?.[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The path and query a key was made from. */
export function parseApiKey(key: string): { path: string; query: Query } {
  const [path = '', search = ''] = key.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

/**
 * Whether a cached key belongs to one of `paths`: the same path (any query), or a path under it
 * ('/tenant' covers '/tenant/fetch/7'). A path ending in '/' matches only below it.
 */
export function keyMatches(key: unknown, paths: readonly string[]): boolean {
  if (typeof key !== 'string') return false;
  const { path } = parseApiKey(key);
  return paths.some((base) => {
    const trimmed = base.replace(/\/+$/, '');
    return path === trimmed || path === `${trimmed}/` || path.startsWith(`${trimmed}/`);
  });
}
