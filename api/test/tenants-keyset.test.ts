// Keyset paging of the tenants list (issue 43): `after` = the last row of a page gives the rows that
// follow in the newest-first order. fast-check, on both databases: for random tenants (many written
// by one statement, so they share a creation time and only their ids order them), random filters,
// searches and page sizes, walking the list by `pagination.next` gives the same rows in the same
// order as OFFSET paging and as the whole list (itself checked against plain SQL: a page past the
// first reads its ids apart from its rows); a bad or foreign cursor is refused.
import fc from 'fast-check';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { tenantSearchText, tenants } from '../src/db/schema';
import { tenantSearchPattern } from '../src/services/db-helpers';
import type { AccessScope } from '../src/services/access';
import { listTenants, type TenantListQuery } from '../src/services/tenants/list';
import { url } from './audit-fixtures';
import { addProperty } from './fixtures';
import { expectKeysetWalk } from './keyset-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf } from './moves-fixtures';

const NAMES = ['asha rao', 'ravi kumar', 'meera iyer', 'arun das'];

describe.each(databases)('keyset paging of the tenants list on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('walks the same rows in the same order as OFFSET paging, for random lists', async () => {
    const { db } = t.database;
    const { scope: adminScope } = await adminOf(db);
    await fc.assert(
      fc.asyncProperty(
        // each inner array is one insert statement: its tenants share a creation time
        fc.array(fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 6 }), { maxLength: 4 }),
        fc.record({
          search: fc.constantFrom(undefined, 'rao', 'meera iyer', 'zz'),
          assigned: fc.constantFrom(undefined, 'false' as const),
          owes: fc.constantFrom(undefined, 'false' as const),
        }),
        fc.integer({ min: 1, max: 5 }),
        async (batches, filters, limit) => {
          run += 1;
          const propertyId = await addProperty(db, `Keyset ${run}`);
          let index = 0;
          for (const batch of batches)
            await db.insert(tenants).values(
              batch.map((fullName) => ({
                fullName,
                email: `keyset-${run}-${(index += 1)}@example.com`,
                propertyId,
              })),
            );
          const scope: AccessScope = { ...adminScope, propertyIds: [propertyId] };
          const query: TenantListQuery = { ...filters };
          const whole = (await listTenants(db, scope, query)).rows.map((row) => row.id);
          // the list as plain SQL reads it: the property's tenants that match, newest first (none owes, none has a bed)
          const matching = await db
            .select({ id: tenants.id })
            .from(tenants)
            .where(
              and(
                eq(tenants.propertyId, propertyId),
                isNull(tenants.deletedAt),
                query.search
                  ? sql`${tenantSearchText} ilike ${tenantSearchPattern(query.search)}`
                  : undefined,
              ),
            )
            .orderBy(desc(tenants.createdAt), desc(tenants.id));
          expect(whole).toEqual(matching.map((row) => row.id));

          await expectKeysetWalk(
            (page) => listTenants(db, scope, { ...query, ...page }),
            whole,
            limit,
            (row) => row.id,
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a cursor outside the list, one that is not an id, and a cursor with a sort', async () => {
    const admin = await t.cookieFor('staff', 'admin@example.com');
    const manager = await t.cookieFor('staff', 'manager@example.com');
    const elsewhere = await addProperty(t.database.db, 'Keyset elsewhere');
    const [far] = await t.database.db
      .insert(tenants)
      .values({ fullName: 'Far Tenant', email: 'keyset-far@example.com', propertyId: elsewhere })
      .returning({ id: tenants.id });
    const ask = (query: string, cookie = admin) =>
      t.request({ url: url(`${API.tenant.all}?${query}`), headers: { cookie } });

    // the admin may place the cursor at any tenant: the rows after it (possibly none)
    expect((await ask(`limit=5&after=${far!.id}`)).statusCode).toBe(200);
    // a manager of another property may not: as if it did not exist
    const foreign = await ask(`limit=5&after=${far!.id}`, manager);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: MESSAGES.tenantsAfterUnknown,
      errors: { after: MESSAGES.tenantsAfterUnknown },
    });
    const notAnId = await ask('limit=5&after=tenant-7');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors.after).toMatch(/after must be the _id of a tenant/);
    const sorted = await ask(`limit=5&sort=dueAmount&after=${far!.id}`);
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json().errors).toEqual({ after: MESSAGES.tenantsAfterNeedsNewest });
  });

  it('names the next cursor on a full page of the list over HTTP', async () => {
    const admin = await t.cookieFor('staff', 'admin@example.com');
    const first = await t.request({
      url: url(`${API.tenant.all}?page=1&limit=1`),
      headers: { cookie: admin },
    });
    const { data, pagination } = first.json();
    expect(pagination.next).toBe(data[0]._id);
    const second = await t.request({
      url: url(`${API.tenant.all}?limit=1&page=2&after=${pagination.next}`),
      headers: { cookie: admin },
    });
    const byOffset = await t.request({
      url: url(`${API.tenant.all}?page=2&limit=1`),
      headers: { cookie: admin },
    });
    expect(second.json().data).toEqual(byOffset.json().data);
    expect(second.json().pagination).toMatchObject({
      page: 2,
      limit: 1,
      total: byOffset.json().pagination.total,
    });
  });
});
