// Notices from the office (issue 27) over HTTP on both databases: staff post to the current
// property's tenants (mailed to each verified tenant on a bed), edit and delete; tenants see the
// live ones pinned first then newest, mark them read (idempotent); scope, expiry and bad input.
import { eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { officeNotices, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { officeNoticeMailsSettled } from '../src/routes/office-notices';
import { plusDays, today } from '../src/services/calendar';
import { PDF, PNG, formData } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { addPropertyVia, addRoomVia, addTenantRow, assign, assignPayload } from './properties-fixtures';

const url = (path: string) => `/api/v1${path}`;

describe.each(databases)('notices from the office on $name', (database) => {
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

  const emailOf = async (tenantId: string) =>
    (await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!.email;
  /** A verified tenant on a bed of the property, and their cookie. */
  const seated = async (propertyId = DEMO_PROPERTY_ID) => {
    rooms += 1;
    const room = await addRoomVia(t, admin, propertyId, `N${rooms}`, 1);
    const tenantId = await addTenantRow(t, propertyId, `Notice Tenant ${rooms}`);
    expect((await assign(t, admin, assignPayload(tenantId, room, 0))).statusCode).toBe(200);
    const email = await emailOf(tenantId);
    return { tenantId, email, cookie: await t.cookieFor('tenant', email) };
  };
  const post = (cookie: string, fields: Record<string, string>, image?: Buffer) =>
    t.request({
      method: 'POST',
      url: url(API.notice.add),
      headers: { cookie },
      payload: formData(fields, image ? { image: { content: image, name: 'notice.png' } } : {}),
    });
  const mine = async (cookie: string) => {
    const response = await t.request({ method: 'GET', url: url(API.notice.my), headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Array<{ _id: string; title: string; read: boolean }> }>().data;
  };
  const markRead = (cookie: string, id: string) =>
    t.request({ method: 'POST', url: url(API.notice.read(id)), headers: { cookie } });

  it('posts a notice with an image, mails each verified tenant on a bed, and shows it unread then read', async () => {
    const first = await seated();
    const second = await seated();
    const unseated = await emailOf(await addTenantRow(t, DEMO_PROPERTY_ID, 'No Bed Yet'));
    const posted = await post(
      manager,
      { title: 'Water off Sunday', text: 'From 10 to 12.', pinned: 'false' },
      PNG,
    );
    expect([posted.statusCode, posted.json().message]).toEqual([201, MESSAGES.officeNoticePosted]);
    const notice = posted.json().data;
    expect(notice).toMatchObject({
      title: 'Water off Sunday',
      text: 'From 10 to 12.',
      pinned: false,
      expiresOn: null,
    });
    expect(notice.mailedTo).toBeGreaterThanOrEqual(2);
    await officeNoticeMailsSettled(t.app.deps);
    for (const { email } of [first, second]) {
      expect(t.lastMail(email)).toMatchObject({ subject: expect.stringContaining('Water off Sunday') });
      expect(t.lastMail(email)!.text).toContain('From 10 to 12.');
    }
    expect(t.mailsTo(unseated)).toHaveLength(0);

    const image = await t.request({
      method: 'GET',
      url: notice.image.url,
      headers: { cookie: first.cookie },
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);

    expect((await mine(first.cookie)).find((n) => n._id === notice._id)).toMatchObject({ read: false });
    expect((await markRead(first.cookie, notice._id)).statusCode).toBe(200);
    expect((await markRead(first.cookie, notice._id)).statusCode).toBe(200);
    expect((await mine(first.cookie)).find((n) => n._id === notice._id)).toMatchObject({ read: true });
    expect((await mine(second.cookie)).find((n) => n._id === notice._id)).toMatchObject({ read: false });
  });

  it('lists pinned first then newest, hides expired and deleted notices from tenants', async () => {
    const { cookie } = await seated();
    const older = (await post(admin, { title: 'Older pinned', text: 'x', pinned: 'true' })).json().data;
    const newer = (await post(admin, { title: 'Newer', text: 'y' })).json().data;
    const expiring = (await post(admin, { title: 'Ends today', text: 'z', expiresOn: today() })).json().data;
    await officeNoticeMailsSettled(t.app.deps);
    // One that expired yesterday (the API refuses a past expiry, so it is written directly).
    await t.database.db
      .update(officeNotices)
      .set({ expiresOn: plusDays(today(), -1) })
      .where(eq(officeNotices.id, newer._id));
    const ids = (await mine(cookie)).map((n) => n._id);
    expect(ids.indexOf(older._id)).toBeLessThan(ids.indexOf(expiring._id));
    const later = (await post(admin, { title: 'Later', text: 'w' })).json().data;
    await officeNoticeMailsSettled(t.app.deps);
    const order = (await mine(cookie)).map((n) => n._id);
    // pinned (though oldest) first, then the newest unpinned before the older one
    expect(order.indexOf(older._id)).toBeLessThan(order.indexOf(later._id));
    expect(order.indexOf(later._id)).toBeLessThan(order.indexOf(expiring._id));
    expect(ids).not.toContain(newer._id);
    const staffList = await t.request({
      method: 'GET',
      url: url(`${API.notice.all}?page=1&limit=100`),
      headers: { cookie: manager },
    });
    expect(staffList.json().pagination).toMatchObject({ page: 1 });
    expect(staffList.json().data.map((n: { _id: string }) => n._id)).toContain(newer._id);

    const deleted = await t.request({
      method: 'DELETE',
      url: url(API.notice.delete(expiring._id)),
      headers: { cookie: manager },
    });
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, MESSAGES.officeNoticeDeleted]);
    expect((await mine(cookie)).map((n) => n._id)).not.toContain(expiring._id);
    expect((await markRead(cookie, expiring._id)).statusCode).toBe(404);
  });

  it('edits a notice: fields, pin and image removed', async () => {
    const notice = (await post(manager, { title: 'Draft', text: 'a' }, PNG)).json().data;
    const updated = await t.request({
      method: 'PUT',
      url: url(API.notice.update(notice._id)),
      headers: { cookie: manager },
      payload: {
        title: 'Final',
        text: 'b',
        pinned: 'true',
        removeImage: 'true',
        expiresOn: plusDays(today(), 3),
      },
    });
    expect([updated.statusCode, updated.json().message]).toEqual([200, MESSAGES.officeNoticeUpdated]);
    expect(updated.json().data).toMatchObject({
      title: 'Final',
      text: 'b',
      pinned: true,
      image: null,
      expiresOn: plusDays(today(), 3),
    });
    const gone = await t.request({ method: 'GET', url: notice.image.url, headers: { cookie: manager } });
    expect(gone.statusCode).toBe(404);
  });

  it("answers 404 for another property's notice to staff and tenants outside it", async () => {
    const otherProperty = await addPropertyVia(t, admin, 'Other Notices PG');
    const [foreign] = await t.database.db
      .insert(officeNotices)
      .values({ propertyId: otherProperty, title: 'Elsewhere', body: 'not yours' })
      .returning();
    const update = await t.request({
      method: 'PUT',
      url: url(API.notice.update(foreign!.id)),
      headers: { cookie: manager },
      payload: { title: 'Mine now', text: 'x' },
    });
    expect([update.statusCode, update.json().message]).toEqual([404, MESSAGES.officeNoticeNotFound]);
    const remove = await t.request({
      method: 'DELETE',
      url: url(API.notice.delete(foreign!.id)),
      headers: { cookie: manager },
    });
    expect(remove.statusCode).toBe(404);
    const tenant = await seated();
    expect((await markRead(tenant.cookie, foreign!.id)).statusCode).toBe(404);
    expect((await mine(tenant.cookie)).map((n) => n._id)).not.toContain(foreign!.id);
    const demoNotice = (await post(manager, { title: 'Demo only', text: 'x' })).json().data;
    await officeNoticeMailsSettled(t.app.deps);
    const outsider = await seated(otherProperty);
    expect((await markRead(outsider.cookie, demoNotice._id)).statusCode).toBe(404);
    expect((await mine(outsider.cookie)).map((n) => n._id)).not.toContain(demoNotice._id);
    // Roles: a tenant may not post, staff may not read as a tenant.
    expect((await post(tenant.cookie, { title: 'x', text: 'y' })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: url(API.notice.my), headers: { cookie: manager } })).statusCode,
    ).toBe(403);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const noTitle = await post(manager, { title: ' ', text: 'x' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toHaveProperty('title');
    const longText = await post(manager, { title: 'x', text: 'y'.repeat(2001) });
    expect(longText.json().errors).toMatchObject({ text: MESSAGES.officeNoticeTextTooLong });
    const past = await post(manager, { title: 'x', text: 'y', expiresOn: plusDays(today(), -1) });
    expect([past.statusCode, past.json().errors]).toEqual([
      400,
      { expiresOn: MESSAGES.officeNoticeExpiryPast },
    ]);
    const badDate = await post(manager, { title: 'x', text: 'y', expiresOn: '2026-02-30' });
    expect(badDate.json().errors).toHaveProperty('expiresOn');
    const badPin = await post(manager, { title: 'x', text: 'y', pinned: 'maybe' });
    expect(badPin.json().errors).toHaveProperty('pinned');
    const pdf = await post(manager, { title: 'x', text: 'y' }, PDF);
    expect(pdf.statusCode).toBe(415);
    const badId = await markRead(manager, 'nope');
    expect(badId.statusCode).toBe(403);
  });
});
