// Paged answers (DESIGN §3) through paginate(): GET /user/all-users as the example. A list asked
// without `page` or `limit` answers its first UNPAGED_LIMIT rows (issue 43).
import { UNPAGED_LIMIT } from '@pgportal/contracts/schemas';
import { users } from '../src/db/schema';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('paged lists on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    // Same creation time for all: the order falls back to the id, and pages still never overlap.
    await addManagers('Paged', 25, new Date());
  });
  afterAll(() => t.close());

  const addManagers = (name: string, count: number, createdAt: Date) =>
    t.database.db.insert(users).values(
      Array.from({ length: count }, (_, index) => ({
        name: `${name} ${index}`,
        email: `${name.toLowerCase()}.${index}@example.com`,
        role: 'MANAGER' as const,
        createdAt,
      })),
    );

  const list = async (query: string) =>
    (await t.request({ url: `/api/v1/user/all-users?${query}`, headers: { cookie: admin } })).json();

  it('answers a page with its pagination, and the pages cover the list once', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`page=${page}&limit=10`)));
    expect(pages.map((page) => page.data.length)).toEqual([10, 10, 7]);
    expect(pages[2].pagination).toEqual({ page: 3, limit: 10, total: 27, totalPages: 3 });
    const ids = pages.flatMap((page) => page.data.map((user: { _id: string }) => user._id));
    expect(new Set(ids).size).toBe(27);
  });

  it('uses 20 a page when only the page is named, and answers past the end with no rows', async () => {
    expect((await list('page=1')).pagination).toEqual({ page: 1, limit: 20, total: 27, totalPages: 2 });
    const past = await list('page=9&limit=10');
    expect([past.data, past.pagination.total]).toEqual([[], 27]);
  });

  it('counts only what the search matches', async () => {
    const found = await list('search=paged.1&limit=5');
    expect(found.pagination).toEqual({ page: 1, limit: 5, total: 11, totalPages: 3 });
  });

  it('answers a list asked without page or limit with its first page of 100, never every row', async () => {
    await addManagers('Older', 100, new Date(Date.now() - 60_000));
    const unpaged = await list('');
    expect(unpaged.data).toHaveLength(UNPAGED_LIMIT);
    expect(unpaged.pagination).toEqual({ page: 1, limit: UNPAGED_LIMIT, total: 127, totalPages: 2 });
    expect(unpaged).toEqual(await list(`page=1&limit=${UNPAGED_LIMIT}`));
  });
});
