// The tenant search's capped count (issue 28): a search counts its matches only up to a cap past
// the page asked for. fast-check, on both databases: for random tenants, searches, pages and caps,
// the rows equal the exact list's page, and the total is exact below the cap, else the cap past
// the page marked `capped` (so the next page stays reachable); a page that is not full is its own
// exact total.
import fc from 'fast-check';
import { tenants } from '../src/db/schema';
import type { AccessScope } from '../src/services/access';
import { listTenants } from '../src/services/tenants/list';
import { addProperty } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf } from './moves-fixtures';

const NAMES = ['asha rao', 'ravi kumar', 'meera iyer', 'arun das', 'kiran rao'];

describe.each(databases)('the tenant search count on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('is exact below the cap and a marked lower bound above it, for random searches', async () => {
    const { db } = t.database;
    const { scope: adminScope } = await adminOf(db);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...NAMES), { minLength: 0, maxLength: 12 }),
        fc.constantFrom('rao', 'a', 'meera iyer', 'zz'),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 5 }),
        async (names, search, page, limit, cap) => {
          run += 1;
          const propertyId = await addProperty(db, `Search count ${run}`);
          if (names.length)
            await db.insert(tenants).values(
              names.map((fullName, index) => ({
                fullName,
                email: `search-count-${run}-${index}@example.com`,
                phoneNumber: `90000${String(run).padStart(5, '0')}`,
                propertyId,
              })),
            );
          const scope: AccessScope = { ...adminScope, propertyIds: [propertyId] };
          const whole = await listTenants(db, scope, { search });
          const paged = await listTenants(db, scope, { search, page, limit }, undefined, cap);
          const exact = whole.rows.length;
          const offset = (page - 1) * limit;
          expect(paged.rows).toEqual(whole.rows.slice(offset, offset + limit));
          // a page that is not full tells the exact total itself (unless empty past the first)
          const shown = Math.min(limit, Math.max(0, exact - offset));
          const told = shown < limit && (shown > 0 || offset === 0);
          const capped = !told && exact > offset + cap;
          const total = capped ? offset + cap : exact;
          const { next, ...pagination } = paged.pagination!;
          // a full page names its last row, for paging by key (tenants-keyset.test.ts)
          expect(next).toBe(paged.rows.length === limit ? paged.rows.at(-1)!.id : undefined);
          expect(pagination).toEqual({
            page,
            limit,
            total,
            totalPages: Math.ceil(total / limit),
            ...(capped ? { capped: true } : {}),
          });
          // when capped, a next page exists past this one as long as matches remain
          if (capped) expect(paged.pagination!.totalPages).toBeGreaterThan(Math.floor(offset / limit));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is exact, never capped, for the plain list', async () => {
    const { db } = t.database;
    const { scope: adminScope } = await adminOf(db);
    const propertyId = await addProperty(db, 'Search count plain');
    await db
      .insert(tenants)
      .values(
        NAMES.map((fullName, index) => ({ fullName, email: `plain-${index}@example.com`, propertyId })),
      );
    const scope: AccessScope = { ...adminScope, propertyIds: [propertyId] };
    const answer = await listTenants(db, scope, { page: 1, limit: 2 }, undefined, 1);
    expect(answer.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 5,
      totalPages: 3,
      next: answer.rows[1]!.id,
    });
  });
});
