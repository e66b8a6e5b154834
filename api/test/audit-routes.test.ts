// GET /audit/ and GET /tenant/{tenantId}/history (issue 26): who may read which entries, the
// filters, and each entry as answered (who by name and e-mail, money in rupees, newest first).
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { staffScope } from '../src/services/access';
import { listAudit } from '../src/services/audit/read';
import { plusDays, today } from '../src/services/calendar';
import { findStaff } from '../src/services/users/read';
import { managerOf, tenantOnBed, url } from './audit-fixtures';
import { addProperty } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { addRoomVia, propertyFields, userIdOf } from './properties-fixtures';

interface Entry {
  _id: string;
  objectType: string;
  objectId: string;
  action: string;
  propertyId: string | null;
  propertyName: string | null;
  actor: { kind: string; id: string | null; name: string; email: string | null };
  changes: Array<{ field: string; before: unknown; after: unknown; money: boolean }>;
}

describe.each(databases)('reading the audit log on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let manager: string;
  let farManager: string;
  let tenantCookie: string;
  let farId: string;
  let farRoomId: string;
  let tenantId: string;
  let managerId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    await t.database.db
      .insert(users)
      .values({ name: 'Owner', email: 'owner@example.com', role: 'OWNER', isVerified: true });
    admin = await t.cookieFor('staff', 'admin@example.com');
    owner = await t.cookieFor('staff', 'owner@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    tenantCookie = await t.cookieFor('tenant', 'tenant@example.com');
    managerId = await userIdOf(t, 'manager@example.com');
    farId = await addProperty(t.database.db, 'Far Audit PG');
    await managerOf(t, farId, 'far.audit.manager@example.com');
    farManager = await t.cookieFor('staff', 'far.audit.manager@example.com');
    farRoomId = (await addRoomVia(t, admin, farId, 'Far-1', 1)).roomId;
    ({ tenantId } = await tenantOnBed(t, manager, 'H1'));
    const rent = await t.request({
      method: 'POST',
      url: url(API.tenant.changeRent(tenantId)),
      headers: { cookie: manager },
      payload: { rent: 9500.5, mealCost: 0 },
    });
    expect(rent.statusCode).toBe(200);
    const property = await t.request({
      method: 'PUT',
      url: url(API.property.update(DEMO_PROPERTY_ID)),
      headers: { cookie: admin },
      payload: propertyFields('Sunrise PG'),
    });
    expect(property.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const read = (query: string, cookie?: string) =>
    t.request({ url: url(`${API.audit.list}?${query}`), headers: cookie ? { cookie } : {} });
  const entries = async (query: string, cookie = admin) => {
    const response = await read(query, cookie);
    expect([query, response.statusCode]).toEqual([query, 200]);
    return response.json().data.entries as Entry[];
  };

  it('gives admins every entry, newest first, with who did it and the changes in rupees', async () => {
    const response = await read('limit=100', admin);
    expect(response.json().message).toBe(MESSAGES.auditFetched);
    const all = response.json().data.entries as Entry[];
    expect(all.some((entry) => entry.propertyId === farId)).toBe(true);
    expect(all.some((entry) => entry.propertyId === DEMO_PROPERTY_ID)).toBe(true);
    const rent = all.find((entry) => entry.action === 'RENT_CHANGE')!;
    expect(rent.actor).toEqual({
      kind: 'USER',
      id: managerId,
      name: 'Demo Manager',
      email: 'manager@example.com',
    });
    expect(rent.changes).toEqual(
      expect.arrayContaining([
        { field: 'rent', before: 8000, after: 9500.5, money: true },
        { field: 'mealCost', before: 2500.5, after: 0, money: true },
      ]),
    );
    expect(all.findIndex((entry) => entry.action === 'RENT_CHANGE')).toBeLessThan(
      all.findIndex((entry) => entry.action === 'ASSIGN'),
    );
    expect(response.json().data.pagination).toMatchObject({ page: 1, limit: 100, total: all.length });
    expect((await entries('', owner)).length).toBeGreaterThan(0);
  });

  it('counts the log only so far past the page asked for, and says the total is a lower bound', async () => {
    const scope = staffScope((await findStaff(t.database.db, await userIdOf(t, 'admin@example.com')))!);
    const exact = await listAudit(t.database.db, scope, { page: 1, limit: 1 });
    const all = exact.pagination.total;
    expect(all).toBeGreaterThanOrEqual(5);
    expect(exact.pagination.capped).toBeUndefined();
    const capped = await listAudit(t.database.db, scope, { page: 1, limit: 1 }, 2);
    expect(capped.entries).toEqual(exact.entries);
    expect(capped.pagination).toEqual({
      page: 1,
      limit: 1,
      total: 2,
      totalPages: 2,
      capped: true,
      next: capped.entries[0]!._id,
    });
    // each page asked for counts as far again past itself, so the next pages stay reachable
    const second = await listAudit(t.database.db, scope, { page: 2, limit: 1 }, 2);
    expect(second.pagination).toMatchObject({ page: 2, limit: 1, total: 3, totalPages: 3, capped: true });
    const end = await listAudit(t.database.db, scope, { page: all, limit: 1 }, 2);
    expect(end.pagination).toEqual({
      page: all,
      limit: 1,
      total: all,
      totalPages: all,
      next: end.entries[0]!._id,
    });
  });

  it('gives an admin of some properties only their entries (the scope), never a user entry', async () => {
    const scope = staffScope(
      (await findStaff(t.database.db, await userIdOf(t, 'far.audit.manager@example.com')))!,
    );
    const answer = await listAudit(t.database.db, scope, { limit: 100 });
    expect(answer.entries.length).toBeGreaterThan(0);
    expect(answer.entries.every((entry) => entry.propertyId === farId)).toBe(true);
  });

  it('refuses managers and tenants, and asks nobody to sign in', async () => {
    expect((await read('', manager)).statusCode).toBe(403);
    expect((await read('', tenantCookie)).statusCode).toBe(403);
    expect((await read('')).statusCode).toBe(401);
  });

  it('filters by object, actor and days', async () => {
    const rooms = await entries(`objectType=ROOM&limit=100`);
    expect(rooms.length).toBeGreaterThanOrEqual(2);
    expect(rooms.every((entry) => entry.objectType === 'ROOM')).toBe(true);
    // each entry names its property, whatever the number of properties (issue 43)
    expect(
      (await entries(`objectId=${farRoomId}`)).map((entry) => [entry.action, entry.propertyName]),
    ).toEqual([['CREATE', 'Far Audit PG']]);
    const byManager = await entries(`actor=${managerId}&limit=100`);
    expect(byManager.length).toBeGreaterThan(0);
    expect(byManager.every((entry) => entry.actor.id === managerId)).toBe(true);
    const day = today();
    expect((await entries(`from=${day}&to=${day}&limit=100`)).length).toBe(
      (await entries('limit=100')).length,
    );
    expect(await entries(`from=${plusDays(day, 1)}`)).toEqual([]);
    expect(await entries(`to=${plusDays(day, -1)}`)).toEqual([]);
  });

  it('filters by property (issue 42), within the caller’s scope', async () => {
    const far = await entries(`propertyId=${farId}&limit=100`);
    expect(far.map((entry) => entry.objectId)).toContain(farRoomId);
    expect(far.every((entry) => entry.propertyId === farId)).toBe(true);
    const demo = await entries(`propertyId=${DEMO_PROPERTY_ID}&limit=100`);
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((entry) => entry.propertyId === DEMO_PROPERTY_ID)).toBe(true);
    expect((await read('propertyId=not-an-id', admin)).statusCode).toBe(400);
  });

  it('says what to fix in a bad filter', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['objectType=SPACESHIP', { objectType: expect.stringContaining('objectType must be one of') }],
      ['objectId=42', { objectId: expect.stringContaining('objectId must be an id') }],
      ['from=2026-05-02&to=2026-05-01', { to: "'to' must be on or after 'from'" }],
      ['limit=500', { limit: 'limit must be at most 100' }],
    ];
    for (const [query, errors] of cases) {
      const response = await read(query, admin);
      expect([query, response.statusCode, response.json().errors]).toEqual([query, 400, errors]);
    }
  });

  it('shows a tenant’s History to staff in scope only, newest first, paged', async () => {
    const history = (cookie: string | undefined, id = tenantId, query = 'page=1&limit=1') =>
      t.request({ url: url(`${API.tenant.history(id)}?${query}`), headers: cookie ? { cookie } : {} });
    const first = await history(manager);
    expect([first.statusCode, first.json().message]).toEqual([200, MESSAGES.tenantHistoryFetched]);
    expect(first.json().data.entries.map((entry: Entry) => entry.action)).toEqual(['RENT_CHANGE']);
    const next = first.json().data.entries[0]._id;
    expect(first.json().data.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2, next });
    const second = await history(manager, tenantId, 'page=2&limit=1');
    expect(second.json().data.entries.map((entry: Entry) => entry.action)).toEqual(['ASSIGN']);
    // the same page by key
    const keyed = await history(manager, tenantId, `limit=1&after=${next}`);
    expect(keyed.json().data.entries).toEqual(second.json().data.entries);
    expect((await history(admin)).statusCode).toBe(200);
    expect((await history(farManager)).statusCode).toBe(404);
    expect((await history(manager, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await history(tenantCookie)).statusCode).toBe(403);
    expect((await history(undefined)).statusCode).toBe(401);
  });
});
