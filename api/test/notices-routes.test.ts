// The routes of issue 24's notice to move out: staff record, read and withdraw; the tenant gives,
// reads and withdraws their own; the rules (400 dates, 409 second notice and no bed, 404 scope);
// the list row and the bed row show the move-out date; vacating completes the notice; the deposit
// held and the property's notice and refund periods.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { properties, tenantNotices, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { createTestApp, databases, type TestApp } from './helpers';
import {
  addPropertyVia,
  addRoomVia,
  addTenantRow,
  assign,
  assignPayload,
  propertyFields,
  vacate,
  type RoomIds,
} from './properties-fixtures';

describe.each(databases)('notices over HTTP on $name', (database) => {
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

  const newRoom = (propertyId = DEMO_PROPERTY_ID): Promise<RoomIds> => {
    rooms += 1;
    return addRoomVia(t, admin, propertyId, `N${rooms}`, 2);
  };
  const seated = async (propertyId = DEMO_PROPERTY_ID) => {
    const room = await newRoom(propertyId);
    const tenantId = await addTenantRow(t, propertyId);
    expect((await assign(t, admin, assignPayload(tenantId, room))).statusCode).toBe(200);
    return { tenantId, room };
  };
  const tenantCookie = async (tenantId: string) => {
    const [row] = await t.database.db
      .select({ email: tenants.email })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return t.cookieFor('tenant', row!.email);
  };
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const day = today();

  it('records a staff notice, flags a short one with the rent of the days short, and refuses a second', async () => {
    const { tenantId } = await seated();
    const moveOutDate = plusDays(day, 20);
    const recorded = await call(manager, 'POST', `/tenant/${tenantId}/notice`, {
      noticeDate: day,
      moveOutDate,
    });
    expect(recorded.statusCode).toBe(200);
    // Rent 8000 a month; 10 days short of 30, each at its billing period's daily rent.
    expect(recorded.json()).toMatchObject({
      message: MESSAGES.noticeRecorded,
      data: {
        noticeDate: day,
        moveOutDate,
        givenBy: 'STAFF',
        shortNotice: true,
        daysShort: 10,
        canWithdraw: true,
      },
    });
    const deduction = recorded.json().data.suggestedDeduction as number;
    expect(deduction).toBeGreaterThanOrEqual(Math.floor((8000 * 10) / 31));
    expect(deduction).toBeLessThanOrEqual(Math.ceil((8000 * 10) / 28));
    const read = await call(admin, 'GET', `/tenant/${tenantId}/notice`);
    expect(read.json().data).toMatchObject({ moveOutDate, daysShort: 10, suggestedDeduction: deduction });

    const second = await call(admin, 'POST', `/tenant/${tenantId}/notice`, { noticeDate: day, moveOutDate });
    expect([second.statusCode, second.json().message]).toEqual([409, MESSAGES.noticeStanding]);

    // The list row and the bed row show the move-out date.
    const list = await call(admin, 'GET', `/tenant/?search=&limit=100`);
    const row = (list.json().data as Array<{ _id: string; leavesOn: string | null }>).find(
      (item) => item._id === tenantId,
    );
    expect(row?.leavesOn).toBe(moveOutDate);
    const fetched = await call(admin, 'GET', `/tenant/fetch/${tenantId}`);
    expect(fetched.json().data.leavesOn).toBe(moveOutDate);
    const roomId = fetched.json().data.roomId as string;
    const room = await call(admin, 'GET', `/room/${roomId}`);
    const beds = room.json().data.beds as Array<{
      occupant: { _id: string; leavesOn: string | null } | null;
    }>;
    expect(beds.find((bed) => bed.occupant?._id === tenantId)?.occupant?.leavesOn).toBe(moveOutDate);
    // The room list reads the beds in its own statement: its room is the room's own answer,
    // occupant, what they owe and the move-out date included.
    const propertyOfRoom = (room.json().data as { propertyId: { _id: string } }).propertyId._id;
    for (const number of ['N-2', 'N-10']) await addRoomVia(t, admin, propertyOfRoom, number, 2);
    const listed = (await call(admin, 'GET', '/room/')).json().data as Array<{ _id: string }>;
    const listedRoom = listed.find((item) => item._id === roomId);
    expect(listedRoom).toEqual(room.json().data);
    const paged = (await call(admin, 'GET', '/room/?page=1&limit=100')).json().data as Array<{ _id: string }>;
    expect(paged.find((item) => item._id === roomId)).toEqual(room.json().data);
    // a page past the first (its rooms read before their beds) is the whole list's slice
    expect(listed.length).toBeGreaterThan(2);
    for (const [index, listedAt] of listed.entries()) {
      const page = (await call(admin, 'GET', `/room/?page=${index + 1}&limit=1`)).json().data as unknown[];
      expect(page).toEqual([listedAt]);
    }
  });

  it('a notice long enough is not short and suggests nothing', async () => {
    const { tenantId } = await seated();
    const answer = await call(admin, 'POST', `/tenant/${tenantId}/notice`, {
      noticeDate: day,
      moveOutDate: plusDays(day, 30),
    });
    expect(answer.json().data).toMatchObject({ shortNotice: false, daysShort: 0, suggestedDeduction: 0 });
  });

  it('refuses bad dates (400), a tenant on no bed (409), another property’s tenant (404)', async () => {
    const { tenantId } = await seated();
    const record = (payload: object, id = tenantId, cookie = manager) =>
      call(cookie, 'POST', `/tenant/${id}/notice`, payload);
    const before = await record({ noticeDate: day, moveOutDate: plusDays(day, -1) });
    expect([before.statusCode, before.json().errors]).toEqual([
      400,
      { moveOutDate: MESSAGES.moveOutBeforeNotice },
    ]);
    const beforeStart = await record({ noticeDate: plusDays(day, -5), moveOutDate: plusDays(day, -2) });
    expect([beforeStart.statusCode, beforeStart.json().message]).toEqual([400, MESSAGES.moveOutBeforeStart]);
    const future = await record({ noticeDate: plusDays(day, 1), moveOutDate: plusDays(day, 40) });
    expect([future.statusCode, future.json().message]).toEqual([400, MESSAGES.noticeInFuture]);
    const missing = await record({ noticeDate: day });
    expect([missing.statusCode, Object.keys(missing.json().errors)]).toEqual([400, ['moveOutDate']]);
    const notReal = await record({ noticeDate: day, moveOutDate: '2026-02-30' });
    expect(notReal.statusCode).toBe(400);

    const unseated = await addTenantRow(t, DEMO_PROPERTY_ID);
    const noBed = await record({ noticeDate: day, moveOutDate: plusDays(day, 30) }, unseated);
    expect([noBed.statusCode, noBed.json().message]).toEqual([409, MESSAGES.noticeNotOnBed]);

    const elsewhere = await addPropertyVia(t, admin, 'Notice Elsewhere PG');
    const foreign = await seated(elsewhere);
    const payload = { noticeDate: day, moveOutDate: plusDays(day, 30) };
    for (const [method, body] of [
      ['POST', payload],
      ['GET', undefined],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(manager, method, `/tenant/${foreign.tenantId}/notice`, body);
      expect([refused.statusCode, refused.json().message]).toEqual([404, MESSAGES.tenantNotFound]);
    }
    expect((await record(payload, foreign.tenantId, admin)).statusCode).toBe(200);
  });

  it('the tenant gives notice from today, reads it, withdraws it; staff withdraw theirs', async () => {
    const { tenantId } = await seated();
    const cookie = await tenantCookie(tenantId);
    expect((await call(cookie, 'GET', '/tenant/my-notice')).json().data).toBeNull();
    const badDay = await call(cookie, 'POST', '/tenant/my-notice', { moveOutDate: plusDays(day, -1) });
    expect([badDay.statusCode, badDay.json().message]).toEqual([400, MESSAGES.moveOutBeforeNotice]);
    const given = await call(cookie, 'POST', '/tenant/my-notice', {
      moveOutDate: plusDays(day, 45),
      noticeDate: '2020-01-01',
    });
    expect(given.json().data).toMatchObject({ noticeDate: day, givenBy: 'TENANT', shortNotice: false });
    expect((await call(cookie, 'GET', '/tenant/my-notice')).json().data.moveOutDate).toBe(plusDays(day, 45));
    // A staff route stays closed to the tenant, even for their own id.
    expect((await call(cookie, 'GET', `/tenant/${tenantId}/notice`)).statusCode).toBe(403);

    const withdrawn = await call(cookie, 'DELETE', '/tenant/my-notice');
    expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([200, MESSAGES.noticeWithdrawn]);
    const again = await call(cookie, 'DELETE', '/tenant/my-notice');
    expect([again.statusCode, again.json().message]).toEqual([404, MESSAGES.noticeNotFound]);

    await call(admin, 'POST', `/tenant/${tenantId}/notice`, {
      noticeDate: day,
      moveOutDate: plusDays(day, 10),
    });
    expect((await call(manager, 'DELETE', `/tenant/${tenantId}/notice`)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(tenantNotices).where(eq(tenantNotices.tenantId, tenantId));
    expect(rows.map((row) => [row.givenBy, row.withdrawnAt !== null])).toEqual([
      ['TENANT', true],
      ['STAFF', true],
    ]);
  });

  it('refuses to withdraw on or after the move-out date; vacating completes the notice', async () => {
    const { tenantId } = await seated();
    // Moved in today: a move-out today is allowed (a one-day stay) and can no longer be withdrawn.
    await call(admin, 'POST', `/tenant/${tenantId}/notice`, { noticeDate: day, moveOutDate: day });
    const late = await call(admin, 'DELETE', `/tenant/${tenantId}/notice`);
    expect([late.statusCode, late.json().message]).toEqual([409, MESSAGES.noticeWithdrawTooLate]);
    expect((await call(admin, 'GET', `/tenant/${tenantId}/notice`)).json().data.canWithdraw).toBe(false);
    expect((await vacate(t, admin, tenantId)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(tenantNotices)
      .where(eq(tenantNotices.tenantId, tenantId));
    expect(row!.completedAt).not.toBeNull();
    expect((await call(admin, 'GET', `/tenant/${tenantId}/notice`)).json().data).toBeNull();
    expect((await call(admin, 'GET', `/tenant/fetch/${tenantId}`)).json().data.leavesOn).toBeNull();
  });

  it('shows the deposit held once the ADVANCE is paid, to staff and to the tenant', async () => {
    const { tenantId } = await seated();
    const cookie = await tenantCookie(tenantId);
    expect((await call(admin, 'GET', `/tenant/fetch/${tenantId}`)).json().data.deposit).toBeNull();
    const invoices = (await call(admin, 'GET', `/payment/tenant-invoice/${tenantId}`)).json().data as Array<{
      _id: string;
      invoiceType: string;
    }>;
    const advance = invoices.find((invoice) => invoice.invoiceType === 'ADVANCE')!;
    const paid = await t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${advance._id}/pay`,
      headers: { cookie: admin },
      payload: { paymentMode: 'CASH', paidAt: day },
    });
    expect(paid.statusCode).toBe(200);
    const deposit = { amount: 10000, paidAt: day };
    expect((await call(admin, 'GET', `/tenant/fetch/${tenantId}`)).json().data.deposit).toEqual(deposit);
    expect((await call(cookie, 'GET', '/tenant/profile')).json().data.deposit).toEqual(deposit);
  });

  it('keeps the property’s notice and refund periods (30 and 15 by default) and checks them', async () => {
    const propertyId = await addPropertyVia(t, admin, 'Periods PG');
    const url = `/property/${propertyId}`;
    expect((await call(admin, 'GET', url)).json().data).toMatchObject({
      noticePeriodDays: 30,
      refundPeriodDays: 15,
    });
    const update = (extra: object) =>
      t.request({
        method: 'PUT',
        url: `/api/v1/property/update/${propertyId}`,
        headers: { cookie: admin },
        payload: { ...propertyFields('Periods PG'), ...extra },
      });
    expect((await update({ noticePeriodDays: 45, refundPeriodDays: '7' })).statusCode).toBe(200);
    expect((await call(admin, 'GET', url)).json().data).toMatchObject({
      noticePeriodDays: 45,
      refundPeriodDays: 7,
    });
    // Left out: kept.
    expect((await update({})).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, propertyId));
    expect([row!.noticePeriodDays, row!.refundPeriodDays]).toEqual([45, 7]);
    const bad = await update({ noticePeriodDays: -1, refundPeriodDays: 2.5 });
    expect([bad.statusCode, Object.keys(bad.json().errors).sort()]).toEqual([
      400,
      ['noticePeriodDays', 'refundPeriodDays'],
    ]);
  });
});
