// Keyset paging of the complaints lists (issue 43): `after` = pagination.next of a full page (a
// place: the last change to the microsecond and the id) gives the complaints that follow in the
// newest-change-first order. fast-check, on both databases: for random complaints (their last
// changes drawn from a few instants a microsecond or a millisecond apart, so many tie and only
// their ids order them), random filters, searches and page sizes, walking the list by
// `pagination.next` gives the same rows in the same order as OFFSET paging and as the whole list.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ComplaintListQuery } from '@pgportal/contracts/schemas';
import { complaints } from '../src/db/schema';
import type { AccessScope } from '../src/services/access';
import { listComplaintRecords } from '../src/services/complaints/list';
import { url } from './audit-fixtures';
import { addRoom } from './complaints-fixtures';
import { addProperty, addTenant } from './fixtures';
import { expectKeysetWalk } from './keyset-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf } from './moves-fixtures';

/** Last changes a microsecond, a millisecond and a second apart (ties among them). */
const INSTANTS = [
  '2026-03-01T10:00:00.000000Z',
  '2026-03-01T10:00:00.000001Z',
  '2026-03-01T10:00:00.001000Z',
  '2026-03-01T10:00:00.001001Z',
  '2026-03-01T10:00:01.000000Z',
];
const ISSUES = ['Fan broken', 'Tap leaks', 'Wi-Fi slow', 'Fan noisy'];

const complaint = fc.record({
  instant: fc.constantFrom(...INSTANTS),
  issue: fc.constantFrom(...ISSUES),
  status: fc.constantFrom('PENDING' as const, 'IN_PROGRESS' as const, 'RESOLVED' as const),
  category: fc.constantFrom('OTHER' as const, 'PLUMBING' as const),
});

type Raised = Array<{
  instant: string;
  issue: string;
  status: 'PENDING' | 'IN_PROGRESS' | 'RESOLVED';
  category: 'OTHER' | 'PLUMBING';
}>;

describe.each(databases)('keyset paging of the complaints lists on $name', (database) => {
  let t: TestApp;
  let run = 0;

  /** A property of its own with the complaints `raised` there: its id. */
  async function propertyWith(raised: Raised) {
    const { db } = t.database;
    run += 1;
    const propertyId = await addProperty(db, `Complaints keyset ${run}`);
    const { roomId, bedIds } = await addRoom(db, propertyId, '101', 1);
    const tenantId = await addTenant(db, `complaints-keyset-${run}@example.com`, propertyId);
    if (raised.length > 0)
      await db.insert(complaints).values(
        raised.map(({ instant, ...rest }) => ({
          ...rest,
          tenantId,
          propertyId,
          roomId,
          bedId: bedIds[0]!,
          updatedAt: sql`${instant}::timestamptz`,
        })),
      );
    return propertyId;
  }

  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('walks the same rows in the same order as OFFSET paging, for random lists', async () => {
    const { db } = t.database;
    const { scope: adminScope } = await adminOf(db);
    await fc.assert(
      fc.asyncProperty(
        fc.array(complaint, { maxLength: 14 }),
        fc.record({
          status: fc.constantFrom(undefined, 'PENDING' as const),
          category: fc.constantFrom(undefined, 'PLUMBING' as const),
          search: fc.constantFrom(undefined, 'fan', 'zz'),
        }),
        fc.boolean(),
        fc.integer({ min: 1, max: 5 }),
        async (raised, filters, current, limit) => {
          const propertyId = await propertyWith(raised);
          const scope: AccessScope = { ...adminScope, propertyIds: [propertyId] };
          const list = { scope, propertyId: current ? propertyId : null };
          const query: ComplaintListQuery = { ...filters };
          const whole = (await listComplaintRecords(db, list, query)).rows.map((row) => row.id);

          await expectKeysetWalk(
            (page) => listComplaintRecords(db, list, { ...query, ...page }),
            whole,
            limit,
            (row) => row.position,
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('counts a list across properties only so far past the page, saying so; one property counts exactly', async () => {
    const { db } = t.database;
    const { scope: adminScope } = await adminOf(db);
    await fc.assert(
      fc.asyncProperty(
        fc.array(complaint, { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        async (raised, cap, limit, page) => {
          const propertyId = await propertyWith(raised);
          const scope: AccessScope = { ...adminScope, propertyIds: [propertyId] };
          const across = { scope, propertyId: null };
          const whole = (await listComplaintRecords(db, across, {})).rows.map((row) => row.id);
          const offset = (page - 1) * limit;
          const capped = await listComplaintRecords(db, across, { limit, page }, cap);
          expect(capped.rows.map((row) => row.id)).toEqual(whole.slice(offset, offset + limit));
          if (whole.length > offset + cap)
            expect(capped.pagination).toMatchObject({ total: offset + cap, capped: true });
          else {
            expect(capped.pagination!.total).toBe(whole.length);
            expect(capped.pagination!.capped).toBeUndefined();
          }
          const one = await listComplaintRecords(db, { scope, propertyId }, { limit, page }, cap);
          expect(one.pagination!.total).toBe(whole.length);
          expect(one.pagination!.capped).toBeUndefined();
        },
      ),
      { numRuns: 30 },
    );
  });

  it('over HTTP: names the next place on a full page, and a complaint changed since keeps the next page where it was', async () => {
    const { db } = t.database;
    const admin = await t.cookieFor('staff', 'admin@example.com');
    const propertyId = await addProperty(db, 'Complaints keyset over HTTP');
    const { roomId, bedIds } = await addRoom(db, propertyId, '201', 1);
    const tenantId = await addTenant(db, 'complaints-keyset-http@example.com', propertyId);
    const ids = await db
      .insert(complaints)
      .values(
        INSTANTS.map((instant, index) => ({
          issue: `Keyset issue ${index}`,
          tenantId,
          propertyId,
          roomId,
          bedId: bedIds[0]!,
          updatedAt: sql`${instant}::timestamptz`,
        })),
      )
      .returning({ id: complaints.id });
    expect(ids).toHaveLength(5);
    const ask = async (query: string) => {
      const response = await t.request({
        url: url(`${API.complaint.all}?scope=all&search=keyset%20issue&${query}`),
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{
        data: Array<{ _id: string; issue: string }>;
        pagination: { total: number; next?: string };
      }>();
    };
    const first = await ask('page=1&limit=2');
    expect(first.data.map((row) => row.issue)).toEqual(['Keyset issue 4', 'Keyset issue 3']);
    expect(first.pagination.next).toMatch(/^2026-03-01T10:00:00\.001001Z_[0-9a-f-]{36}$/);
    const secondByOffset = (await ask('page=2&limit=2')).data;

    // The first page's last complaint changes (it moves to the top); the next page stays where it was.
    const review = await t.request({
      method: 'PUT',
      url: url(API.complaint.review(first.data[1]!._id)),
      headers: { cookie: admin },
      payload: { status: 'IN_PROGRESS' },
    });
    expect(review.statusCode).toBe(200);
    const second = await ask(`page=2&limit=2&after=${first.pagination.next}`);
    expect(second.data).toEqual(secondByOffset);
    expect(second.data.map((row) => row.issue)).toEqual(['Keyset issue 2', 'Keyset issue 1']);
    expect(second.pagination.total).toBe(5);
    const last = await ask(`page=3&limit=2&after=${second.pagination.next}`);
    expect(last.data.map((row) => row.issue)).toEqual(['Keyset issue 0']);
    expect(last.pagination.next).toBeUndefined();
  });

  it('refuses an `after` that is not a place of the list, saying what to pass', async () => {
    const tenant = await t.cookieFor('tenant', 'tenant@example.com');
    for (const after of ['not-a-place', '2026-03-01T10:00:00Z_0d8e1a52-55f6-4a1b-9c39-0b51c5a5c1de']) {
      const response = await t.request({
        url: url(`${API.complaint.mine}?after=${encodeURIComponent(after)}`),
        headers: { cookie: tenant },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ after: MESSAGES.complaintsAfterInvalid });
    }
  });
});
