// Keyset paging of the audit log (issue 43): the log only grows, so its deep pages are read from
// a cursor (`after` = the last entry of a page, `pagination.next`) instead of skipping rows.
// fast-check, on both databases: for random entries (a batch shares one time, so only ids order
// them) and page sizes, walking by `next` gives the same entries in the same order as OFFSET paging
// and as the whole list; a cursor outside the list is refused.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { auditLog } from '../src/db/schema';
import { listAudit } from '../src/services/audit/read';
import { url } from './audit-fixtures';
import { addProperty } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf } from './moves-fixtures';

describe.each(databases)('keyset paging of the audit log on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('walks the same entries in the same order as OFFSET paging, for random logs', async () => {
    const { db } = t.database;
    const { scope } = await adminOf(db);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 5 }),
        async (batches, limit) => {
          run += 1;
          const propertyId = await addProperty(db, `Audit keyset ${run}`);
          for (const [index, size] of batches.entries()) {
            const at = new Date(Date.UTC(2026, 0, 1, 0, 0, index));
            await db.insert(auditLog).values(
              Array.from({ length: size }, () => ({
                actorKind: 'SYSTEM' as const,
                propertyId,
                objectType: 'ROOM' as const,
                objectId: randomUUID(),
                action: 'UPDATE' as const,
                createdAt: at,
              })),
            );
          }
          const whole = (await listAudit(db, scope, { propertyId, limit: 100 })).entries.map(
            (entry) => entry._id,
          );
          expect(whole).toHaveLength(batches.reduce((sum, size) => sum + size, 0));

          const walked: string[] = [];
          let after: string | undefined;
          for (let page = 1; page <= whole.length / limit + 1; page += 1) {
            const keyed = await listAudit(db, scope, { propertyId, limit, page, after });
            const offset = await listAudit(db, scope, { propertyId, limit, page });
            expect(keyed.entries).toEqual(offset.entries);
            expect(keyed.pagination.total).toBe(whole.length);
            walked.push(...keyed.entries.map((entry) => entry._id));
            expect(keyed.pagination.next).toBe(
              keyed.entries.length === limit ? keyed.entries.at(-1)!._id : undefined,
            );
            after = keyed.pagination.next;
            if (!after) break;
          }
          expect(walked).toEqual(whole);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses a cursor outside the list, and one that is not an id', async () => {
    const admin = await t.cookieFor('staff', 'admin@example.com');
    const elsewhere = await addProperty(t.database.db, 'Audit keyset elsewhere');
    const [far] = await t.database.db
      .insert(auditLog)
      .values({
        actorKind: 'SYSTEM',
        propertyId: elsewhere,
        objectType: 'ROOM',
        objectId: randomUUID(),
        action: 'UPDATE',
      })
      .returning({ id: auditLog.id });
    const ask = (query: string) =>
      t.request({ url: url(`${API.audit.list}?${query}`), headers: { cookie: admin } });
    // another property's entry is not an entry of this property's list
    const mine = await addProperty(t.database.db, 'Audit keyset mine');
    const outside = await ask(`propertyId=${mine}&limit=5&after=${far!.id}`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      message: MESSAGES.auditAfterUnknown,
      errors: { after: MESSAGES.auditAfterUnknown },
    });
    const notAnId = await ask('limit=5&after=entry-9');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors.after).toMatch(/after must be an id/);
    const placed = await ask(`limit=5&after=${far!.id}`);
    expect(placed.statusCode).toBe(200);
  });
});
