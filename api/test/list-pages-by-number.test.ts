// A page past the first reads its rows' ids first and then the page's rows alone (onPage of
// db/paginate.ts, issue 43: deep pages of the properties, tenants and complaints lists). fast-check,
// on both databases: for random properties (many written by one statement, so they share a
// creation time and only their ids order them), random searches and page sizes, walking the
// properties list page by page gives the list as plain SQL orders it, each row once, with its
// managers; a page past the last is empty. (The tenants' and complaints' walks:
// tenants-keyset.test.ts, complaints-keyset.test.ts.)
import fc from 'fast-check';
import { and, desc, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { properties, propertyManagers } from '../src/db/schema';
import type { AccessScope } from '../src/services/access';
import { listProperties } from '../src/services/properties/list';
import { userId } from './fixtures';
import { ADDRESS } from './properties-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf } from './moves-fixtures';

const NAMES = ['Sunrise PG', 'Green Nest', 'Sunrise Annexe', 'Blue Door Homes'];

describe.each(databases)('the properties list page by page on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('walks the whole list in order, each row once, for random lists, searches and page sizes', async () => {
    const { db } = t.database;
    const { scope: adminScope } = await adminOf(db);
    const managerId = await userId(db, 'manager@example.com');
    await fc.assert(
      fc.asyncProperty(
        // each inner array is one insert statement: its properties share a creation time
        fc.array(fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 6 }), { maxLength: 4 }),
        fc.constantFrom(undefined, 'sunrise', 'nest', 'zz'),
        fc.integer({ min: 1, max: 5 }),
        async (batches, search, limit) => {
          const ids: string[] = [];
          for (const batch of batches) {
            const rows = await db
              .insert(properties)
              .values(batch.map((name) => ({ name, address: ADDRESS })))
              .returning({ id: properties.id });
            ids.push(...rows.map((row) => row.id));
          }
          // a manager on every other property: a page's rows carry theirs
          const managed = ids.filter((_id, index) => index % 2 === 0);
          if (managed.length > 0)
            await db
              .insert(propertyManagers)
              .values(managed.map((propertyId) => ({ propertyId, userId: managerId })));
          const scope: AccessScope = { ...adminScope, propertyIds: ids };
          const pattern = search ? `%${search}%` : undefined;
          const whole =
            ids.length === 0
              ? []
              : await db
                  .select({ id: properties.id })
                  .from(properties)
                  .where(
                    and(
                      inArray(properties.id, ids),
                      isNull(properties.deletedAt),
                      pattern
                        ? or(
                            ilike(properties.name, pattern),
                            sql`${properties.address}->>'city' ilike ${pattern}`,
                          )
                        : undefined,
                    ),
                  )
                  .orderBy(desc(properties.createdAt), desc(properties.id));

          const walked: string[] = [];
          const pages = Math.ceil(whole.length / limit);
          for (let page = 1; page <= pages + 1; page += 1) {
            const answer = await listProperties(db, scope, { search, page, limit });
            expect(answer.pagination?.total).toBe(whole.length);
            if (page > pages) expect(answer.rows).toEqual([]);
            for (const row of answer.rows)
              expect(row.managers.length).toBe(managed.includes(row._id) ? 1 : 0);
            walked.push(...answer.rows.map((row) => row._id));
          }
          expect(walked).toEqual(whole.map((row) => row.id));
        },
      ),
      { numRuns: 40 },
    );
  });
});
