// Issue 42: what a notice would mean before it is saved, by the rule a saved notice follows: the
// notice period, the days short and the deduction; nothing is written. Staff in scope only (a
// manager for their properties), the tenant for their own notice given today.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { createTestApp, databases, type TestApp } from './helpers';
import { addPropertyVia, addRoomVia, addTenantRow, assign, assignPayload } from './properties-fixtures';

describe.each(databases)('notice preview on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let rooms = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const seated = async (propertyId = DEMO_PROPERTY_ID) => {
    rooms += 1;
    const room = await addRoomVia(t, admin, propertyId, `P${rooms}`, 2);
    const tenantId = await addTenantRow(t, propertyId);
    expect((await assign(t, admin, assignPayload(tenantId, room))).statusCode).toBe(200);
    return tenantId;
  };
  const tenantCookie = async (tenantId: string) => {
    const [row] = await t.database.db
      .select({ email: tenants.email })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return t.cookieFor('tenant', row!.email);
  };
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const day = today();

  it('a manager sees the period, days short and deduction a recording then gives, and nothing is saved', async () => {
    const tenantId = await seated();
    const moveOutDate = plusDays(day, 20);
    const preview = await call(
      manager,
      'GET',
      `/tenant/${tenantId}/notice/preview?noticeDate=${day}&moveOutDate=${moveOutDate}`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      message: MESSAGES.noticePreviewFetched,
      data: { noticeDate: day, moveOutDate, noticePeriodDays: 30, shortNotice: true, daysShort: 10 },
    });
    expect(preview.json().data.suggestedDeduction).toBeGreaterThan(0);
    expect((await call(manager, 'GET', `/tenant/${tenantId}/notice`)).json().data).toBeNull();

    const recorded = await call(manager, 'POST', `/tenant/${tenantId}/notice`, {
      noticeDate: day,
      moveOutDate,
    });
    const { noticePeriodDays, shortNotice, daysShort, suggestedDeduction } = recorded.json().data;
    expect({ noticePeriodDays, shortNotice, daysShort, suggestedDeduction }).toEqual({
      noticePeriodDays: preview.json().data.noticePeriodDays,
      shortNotice: true,
      daysShort: 10,
      suggestedDeduction: preview.json().data.suggestedDeduction,
    });
  });

  it('a long enough notice has no days short and no deduction; bad dates answer 400', async () => {
    const tenantId = await seated();
    const long = await call(
      admin,
      'GET',
      `/tenant/${tenantId}/notice/preview?noticeDate=${day}&moveOutDate=${plusDays(day, 45)}`,
    );
    expect(long.json().data).toMatchObject({ shortNotice: false, daysShort: 0, suggestedDeduction: 0 });
    const before = await call(
      admin,
      'GET',
      `/tenant/${tenantId}/notice/preview?noticeDate=${day}&moveOutDate=${plusDays(day, -1)}`,
    );
    expect([before.statusCode, before.json().errors]).toEqual([
      400,
      { moveOutDate: MESSAGES.moveOutBeforeNotice },
    ]);
    const missing = await call(admin, 'GET', `/tenant/${tenantId}/notice/preview?noticeDate=${day}`);
    expect(missing.statusCode).toBe(400);
  });

  it('is refused outside a manager’s properties (404), for a tenant on no bed (409), and to tenants (403)', async () => {
    const elsewhere = await addPropertyVia(t, admin, 'Preview Elsewhere PG');
    const foreign = await seated(elsewhere);
    const query = `noticeDate=${day}&moveOutDate=${plusDays(day, 30)}`;
    const refused = await call(manager, 'GET', `/tenant/${foreign}/notice/preview?${query}`);
    expect([refused.statusCode, refused.json().message]).toEqual([404, MESSAGES.tenantNotFound]);
    expect((await call(admin, 'GET', `/tenant/${foreign}/notice/preview?${query}`)).statusCode).toBe(200);

    const unseated = await addTenantRow(t, DEMO_PROPERTY_ID);
    const noBed = await call(manager, 'GET', `/tenant/${unseated}/notice/preview?${query}`);
    expect([noBed.statusCode, noBed.json().message]).toEqual([409, MESSAGES.noticeNotOnBed]);

    const own = await seated();
    const cookie = await tenantCookie(own);
    expect((await call(cookie, 'GET', `/tenant/${own}/notice/preview?${query}`)).statusCode).toBe(403);
    expect(
      (await call(manager, 'GET', `/tenant/my-notice/preview?moveOutDate=${plusDays(day, 30)}`)).statusCode,
    ).toBe(403);
  });

  it('the tenant previews their own notice as given today', async () => {
    const tenantId = await seated();
    const cookie = await tenantCookie(tenantId);
    const moveOutDate = plusDays(day, 25);
    const preview = await call(
      cookie,
      'GET',
      `/tenant/my-notice/preview?moveOutDate=${moveOutDate}&noticeDate=2020-01-01`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      noticeDate: day,
      moveOutDate,
      daysShort: 5,
      shortNotice: true,
    });
    expect((await call(cookie, 'GET', '/tenant/my-notice')).json().data).toBeNull();
  });
});
