// Issue 25, what a reading refuses and how a correction behaves: readings only go up and forward
// (400 saying why, on the field), a future date, a photo that is not an image (415), a property
// without meters or without a rate (409); correcting only the latest reading, recomputing its
// shares, and never once an invoice took them (409); racing readings of one room.
import { and, eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { electricityShares, invoiceLines, invoices, properties } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { PDF } from './fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';
import {
  correctReading,
  meteredRoom,
  postReading,
  readingsOf,
  stay,
  tenantOf,
  url,
} from './electricity-fixtures';
import { assign, assignPayload } from './properties-fixtures';

describe.each(databases)('meter readings refused and corrected on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const refusal = (response: { statusCode: number; json: () => { message: string; errors?: object } }) => [
    response.statusCode,
    response.json().message,
    response.json().errors,
  ];

  it('refuses readings that go back, go down, lie in the future or carry a non-image', async () => {
    const { room } = await meteredRoom(t, admin);
    expect(
      (await postReading(t, admin, room.roomId, { readingDate: '2026-09-30', reading: '500' })).statusCode,
    ).toBe(201);
    const before = await postReading(t, admin, room.roomId, { readingDate: '2026-09-29', reading: '600' });
    expect(refusal(before)).toEqual([
      400,
      MESSAGES.readingDateBeforeLast,
      { readingDate: MESSAGES.readingDateBeforeLast },
    ]);
    const sameDay = await postReading(t, admin, room.roomId, { readingDate: '2026-09-30', reading: '600' });
    expect(refusal(sameDay)[0]).toBe(400);
    const below = await postReading(t, admin, room.roomId, { readingDate: '2026-10-31', reading: '499' });
    expect(refusal(below)).toEqual([400, MESSAGES.readingBelowLast, { reading: MESSAGES.readingBelowLast }]);
    const future = await postReading(t, admin, room.roomId, {
      readingDate: plusDays(today(), 1),
      reading: '700',
    });
    expect(refusal(future)).toEqual([
      400,
      MESSAGES.readingDateInFuture,
      { readingDate: MESSAGES.readingDateInFuture },
    ]);
    const fraction = await postReading(t, admin, room.roomId, {
      readingDate: '2026-10-31',
      reading: '600.5',
    });
    expect(fraction.json().errors).toEqual({ reading: 'Enter the reading in whole units, e.g. 12345' });
    const pdf = await postReading(
      t,
      admin,
      room.roomId,
      { readingDate: '2026-10-31', reading: '600' },
      {
        photo: { content: PDF, name: 'meter.png' },
      },
    );
    expect([pdf.statusCode, pdf.json().message]).toEqual([
      415,
      'Meter photo must be a JPEG, PNG or WebP image.',
    ]);
    expect((await readingsOf(t, admin, room.roomId)).length).toBe(1);
  });

  it('answers 409 in a property without meters, or with no rate once a period closes', async () => {
    const { propertyId, room } = await meteredRoom(t, admin, 0);
    const first = await postReading(t, admin, room.roomId, { readingDate: '2026-09-30', reading: '10' });
    expect(first.statusCode).toBe(201);
    const noRate = await postReading(t, admin, room.roomId, { readingDate: '2026-10-31', reading: '20' });
    expect([noRate.statusCode, noRate.json().code]).toEqual([409, 'NO_ELECTRICITY_RATE']);
    await t.database.db
      .update(properties)
      .set({ roomsHaveMeters: false })
      .where(eq(properties.id, propertyId));
    const noMeters = await postReading(t, admin, room.roomId, { readingDate: '2026-10-31', reading: '20' });
    expect([noMeters.statusCode, noMeters.json().message, noMeters.json().code]).toEqual([
      409,
      MESSAGES.noRoomMeters,
      'NO_ROOM_METERS',
    ]);
  });

  it('corrects only the latest reading and recomputes its shares', async () => {
    const { propertyId, room } = await meteredRoom(t, admin, 1000);
    const tenant = await tenantOf(t, propertyId, 'Gita Das');
    await stay(t, propertyId, room, 0, tenant.id, '2026-09-01', null);
    await postReading(t, admin, room.roomId, { readingDate: '2026-08-31', reading: '100' });
    await postReading(t, admin, room.roomId, { readingDate: '2026-09-30', reading: '190' });
    const [latest, first] = await readingsOf(t, admin, room.roomId);
    const notLatest = await correctReading(t, admin, room.roomId, first!._id, {
      readingDate: '2026-08-31',
      reading: '90',
    });
    expect([notLatest.statusCode, notLatest.json().code]).toEqual([409, 'READING_NOT_LATEST']);
    const tooLow = await correctReading(t, admin, room.roomId, latest!._id, {
      readingDate: '2026-09-30',
      reading: '99',
    });
    expect(refusal(tooLow)[0]).toBe(400);
    const fixed = await correctReading(t, admin, room.roomId, latest!._id, {
      readingDate: '2026-09-30',
      reading: '160',
    });
    expect([fixed.statusCode, fixed.json().message]).toEqual([200, MESSAGES.meterReadingCorrected]);
    expect(fixed.json().data[0]).toMatchObject({ _id: latest!._id, units: 60, cost: 600 });
    const tenantCookie = await t.cookieFor('tenant', tenant.email);
    const mine = (
      await t.request({ url: '/api/v1/tenant/my-electricity', headers: { cookie: tenantCookie } })
    ).json().data;
    expect(mine.map((share: { share: number; days: number }) => [share.share, share.days])).toEqual([
      [600, 30],
    ]);
    const pending = await t.database.db.query.charges.findMany({
      where: (c, { eq: is }) => is(c.tenantId, tenant.id),
    });
    expect(pending.map((charge) => charge.amountPaise)).toEqual([60_000]);
  });

  it('refuses a correction once the next RENT invoice took the shares', async () => {
    const { propertyId, room } = await meteredRoom(t, admin, 500);
    const tenant = await tenantOf(t, propertyId, 'Hari Nair');
    expect((await assign(t, admin, assignPayload(tenant.id, room, 0))).statusCode).toBe(200);
    await postReading(t, admin, room.roomId, { readingDate: plusDays(today(), -1), reading: '0' });
    await postReading(t, admin, room.roomId, { readingDate: today(), reading: '4' });
    await runJobOn(t, plusDays(today(), 31));
    const [latest] = await readingsOf(t, admin, room.roomId);
    expect(latest!.billed).toBe(true);
    const late = await correctReading(t, admin, room.roomId, latest!._id, {
      readingDate: today(),
      reading: '3',
    });
    expect([late.statusCode, late.json().message]).toEqual([409, MESSAGES.readingAlreadyBilled]);
  });

  it('lets a correction and the invoice taking its shares race: one wins, no stale charge is billed', async () => {
    const { propertyId, room } = await meteredRoom(t, admin, 500);
    const tenant = await tenantOf(t, propertyId, 'Indu Menon');
    expect((await assign(t, admin, assignPayload(tenant.id, room, 0))).statusCode).toBe(200);
    await postReading(t, admin, room.roomId, { readingDate: plusDays(today(), -1), reading: '0' });
    await postReading(t, admin, room.roomId, { readingDate: today(), reading: '4' });
    const [latest] = await readingsOf(t, admin, room.roomId);
    const [corrected] = await Promise.all([
      correctReading(t, admin, room.roomId, latest!._id, { readingDate: today(), reading: '6' }),
      runJobOn(t, plusDays(today(), 31)),
    ]);
    expect([200, 409]).toContain(corrected.statusCode);
    // Whichever went first, every billed ELECTRICITY line is the charge of a share that stands.
    const lines = await t.database.db
      .select({ chargeId: invoiceLines.chargeId, amountPaise: invoiceLines.amountPaise })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoices.tenantId, tenant.id), eq(invoiceLines.kind, 'ELECTRICITY')));
    const shares = await t.database.db
      .select({ chargeId: electricityShares.chargeId, amountPaise: electricityShares.sharePaise })
      .from(electricityShares)
      .where(eq(electricityShares.tenantId, tenant.id));
    expect(lines).toEqual(corrected.statusCode === 409 ? shares : lines.length ? shares : []);
    expect(shares.map((share) => share.amountPaise)).toEqual([corrected.statusCode === 200 ? 3000 : 2000]);
  });

  it('records one of several racing readings of the same day', async () => {
    const { room } = await meteredRoom(t, admin);
    // JSON bodies: a multipart form takes one of the caller's two upload slots.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        t.request({
          method: 'POST',
          url: url(API.room.meterReadings(room.roomId)),
          headers: { cookie: admin },
          payload: { readingDate: '2026-10-15', reading: 100 + index },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect((await readingsOf(t, admin, room.roomId)).length).toBe(1);
  });
});
