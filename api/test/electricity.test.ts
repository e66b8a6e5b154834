// Issue 25, electricity by meter over HTTP: the split of a period by days stayed at a month end
// with a move-in and a move-out inside it, exact paise, the pending ELECTRICITY charges naming the
// period, a period nobody stayed in (unbilled), the staff and tenant worksheets (others hidden,
// only periods the tenant shares), the meter photo's visibility, and the property's settings.
import { and, eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { charges } from '../src/db/schema';
import { PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { meteredRoom, postReading, readingsOf, stay, tenantOf, url } from './electricity-fixtures';
import { propertyFields } from './properties-fixtures';

describe.each(databases)('electricity by meter on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const get = (cookie: string, path: string) => t.request({ url: url(path), headers: { cookie } });

  it('splits a period by the days each tenant stayed, in paise that sum to the cost', async () => {
    const { propertyId, room } = await meteredRoom(t, admin, 850);
    const asha = await tenantOf(t, propertyId, 'Asha Rao');
    const bilal = await tenantOf(t, propertyId, 'Bilal Khan');
    const chitra = await tenantOf(t, propertyId, 'Chitra Iyer');
    const outsider = await tenantOf(t, propertyId, 'Dev Shah');
    await stay(t, propertyId, room, 0, asha.id, '2026-08-01', null); // all 31 days of October
    await stay(t, propertyId, room, 1, bilal.id, '2026-10-11', null); // moved in on the 11th: 21 days
    await stay(t, propertyId, room, 2, chitra.id, '2026-07-01', '2026-10-16'); // left on the 16th: 15 days
    await stay(t, propertyId, room, 2, outsider.id, '2026-09-01', '2026-10-01'); // left on the first day: none

    const first = await postReading(
      t,
      admin,
      room.roomId,
      { readingDate: '2026-09-30', reading: '1000' },
      {
        photo: { content: PNG, name: 'meter.png' },
      },
    );
    expect([first.statusCode, first.json().message]).toEqual([201, MESSAGES.meterReadingAdded]);
    const second = await postReading(
      t,
      admin,
      room.roomId,
      { readingDate: '2026-10-31', reading: '1310' },
      {
        photo: { content: PNG, name: 'meter.png' },
      },
    );
    expect(second.statusCode).toBe(201);
    const [latest, opening] = second.json().data;
    expect(latest).toMatchObject({
      periodStart: '2026-10-01',
      units: 310,
      rate: 8.5,
      cost: 2635,
      unbilled: 0,
      isLatest: true,
    });
    expect(opening).toMatchObject({ periodStart: null, units: null, cost: null, isLatest: false });

    // 263500 paise over 67 days: floors 121917, 82589, 58992 (2 paise left) -> the two largest fractions.
    const sheet = (await get(admin, API.room.electricityWorksheet(room.roomId, latest._id))).json().data;
    expect(sheet).toMatchObject({
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      periodDays: 31,
      units: 310,
      cost: 2635,
    });
    expect(sheet.previous.reading).toBe(1000);
    expect(sheet.current.photo.url).toMatch(/^\/api\/v1\/files\/meter-photos\//);
    expect(
      sheet.shares.map((s: { name: string; days: number; share: number; status: string }) => [
        s.name,
        s.days,
        s.share,
        s.status,
      ]),
    ).toEqual([
      ['Asha Rao', 31, 1219.18, 'PENDING'],
      ['Bilal Khan', 21, 825.9, 'PENDING'],
      ['Chitra Iyer', 15, 589.92, 'PENDING'],
    ]);
    const [charge] = await t.database.db
      .select()
      .from(charges)
      .where(and(eq(charges.tenantId, bilal.id), eq(charges.kind, 'ELECTRICITY')));
    expect(charge).toMatchObject({ amountPaise: 82590, invoiceId: null });
    expect(charge!.description).toBe(
      `Electricity, room ${sheet.roomNumber}, Oct 01 2026 to Oct 31 2026 (21 of 31 days)`,
    );

    // The tenant sees their share and days; the others are 'another tenant'.
    const bilalCookie = await t.cookieFor('tenant', bilal.email);
    const mine = (await get(bilalCookie, API.tenant.myElectricity)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({
        readingId: latest._id,
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        days: 21,
        share: 825.9,
        status: 'PENDING',
      }),
    ]);
    const seen = (await get(bilalCookie, API.tenant.myElectricityWorksheet(latest._id))).json().data;
    expect(
      seen.shares.map((s: { tenantId: string | null; name: string; isYou: boolean }) => [
        s.tenantId,
        s.name,
        s.isYou,
      ]),
    ).toEqual([
      [null, 'another tenant', false],
      [bilal.id, 'Bilal Khan', true],
      [null, 'another tenant', false],
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/Asha|Chitra/);

    // The photos: staff in scope and the tenants of the period; not a tenant with no share.
    expect(
      (await t.request({ url: sheet.current.photo.url, headers: { cookie: bilalCookie } })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ url: sheet.previous.photo.url, headers: { cookie: bilalCookie } })).statusCode,
    ).toBe(200);
    expect((await t.request({ url: sheet.current.photo.url, headers: { cookie: admin } })).statusCode).toBe(
      200,
    );
    const outsiderCookie = await t.cookieFor('tenant', outsider.email);
    expect(
      (await t.request({ url: sheet.current.photo.url, headers: { cookie: outsiderCookie } })).statusCode,
    ).toBe(404);
    expect((await get(outsiderCookie, API.tenant.myElectricityWorksheet(latest._id))).statusCode).toBe(404);
    expect((await get(outsiderCookie, API.tenant.myElectricity)).json().data).toEqual([]);
    // A manager of another property: the room, its readings and its photo are not found.
    expect((await get(manager, API.room.meterReadings(room.roomId))).statusCode).toBe(404);
    expect((await get(manager, API.room.electricityWorksheet(room.roomId, latest._id))).statusCode).toBe(404);
    expect((await t.request({ url: sheet.current.photo.url, headers: { cookie: manager } })).statusCode).toBe(
      404,
    );
    const posted = await postReading(t, manager, room.roomId, { readingDate: '2026-11-01', reading: '1400' });
    expect(posted.statusCode).toBe(404);
  });

  it('records the cost of a period nobody stayed in as unbilled', async () => {
    const { propertyId, room } = await meteredRoom(t, admin, 700);
    const gone = await tenantOf(t, propertyId, 'Esha Gupta');
    await stay(t, propertyId, room, 0, gone.id, '2026-06-01', '2026-09-01');
    await postReading(t, admin, room.roomId, { readingDate: '2026-08-31', reading: '50' });
    const closed = await postReading(t, admin, room.roomId, { readingDate: '2026-09-30', reading: '62' });
    expect(closed.json().data[0]).toMatchObject({ units: 12, cost: 84, unbilled: 84 });
    const sheet = (
      await get(admin, API.room.electricityWorksheet(room.roomId, closed.json().data[0]._id))
    ).json().data;
    expect([sheet.shares, sheet.unbilled]).toEqual([[], 84]);
    const charged = await t.database.db.select().from(charges).where(eq(charges.tenantId, gone.id));
    expect(charged).toEqual([]);
  });

  it('counts a move on its day in the new room, not the old one', async () => {
    const { propertyId, room } = await meteredRoom(t, admin, 1000);
    const other = await meteredRoom(t, admin, 1000);
    const mover = await tenantOf(t, propertyId, 'Farah Ali');
    await stay(t, propertyId, other.room, 0, mover.id, '2026-09-01', '2026-09-11');
    await stay(t, propertyId, room, 0, mover.id, '2026-09-11', null);
    for (const target of [room, other.room]) {
      await postReading(t, admin, target.roomId, { readingDate: '2026-08-31', reading: '0' });
      await postReading(t, admin, target.roomId, { readingDate: '2026-09-30', reading: '30' });
    }
    const sheets = await Promise.all(
      [room, other.room].map(async (target) => {
        const [latest] = await readingsOf(t, admin, target.roomId);
        return (await get(admin, API.room.electricityWorksheet(target.roomId, latest!._id))).json().data;
      }),
    );
    expect(sheets.map((sheet) => sheet.shares[0].days)).toEqual([20, 10]);
    expect(sheets.map((sheet) => sheet.shares[0].share)).toEqual([300, 300]);
  });

  it('keeps the electricity rate and the meters on the property form, paise exact', async () => {
    const update = (fields: Record<string, string>) =>
      t.request({
        method: 'PUT',
        url: url(API.property.update(DEMO_PROPERTY_ID)),
        headers: { cookie: admin },
        payload: { ...propertyFields('Sunrise PG'), upiId: 'sunrisepg@okaxis', ...fields },
      });
    const saved = await update({ electricityRate: '8.50', roomsHaveMeters: 'true' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ electricityRate: 8.5, roomsHaveMeters: true });
    const kept = await update({});
    expect(kept.json().data).toMatchObject({ electricityRate: 8.5, roomsHaveMeters: true });
    const fraction = await update({ electricityRate: '8.505' });
    expect([fraction.statusCode, fraction.json().errors]).toEqual([
      400,
      { electricityRate: 'Electricity rate can have at most 2 decimals' },
    ]);
    await update({ electricityRate: '0.01', roomsHaveMeters: 'false' });
  });
});
