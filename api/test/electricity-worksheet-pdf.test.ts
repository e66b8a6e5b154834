// Issue 44: the electricity worksheet as a PDF with a verify QR code. The PDF prints the figures the
// worksheet screen shows (the same answer, the shares the charges were posted from); its token
// verifies as an ELECTRICITY_WORKSHEET with the period's cost; a correction of the reading cancels
// the old paper; staff in scope and the tenants of the period only. Both databases.
import { eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { formatINR } from '@pgportal/contracts/format';
import { charges, tenants } from '../src/db/schema';
import { toRupees } from '../src/services/money';
import { correctReading, meteredRoom, postReading, stay, tenantOf, url } from './electricity-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfPathCountOf, pdfTextOf } from './pdf-text';

interface Share {
  name: string;
  days: number;
  share: number;
}

describe.each(databases)('the electricity worksheet PDF on $name', (database) => {
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
  const verify = async (verifyUrl: string) =>
    (await t.request({ url: `/api/v1/verify/${verifyUrl.split('/verify/')[1]}` })).json().data;

  /** A room of three tenants (31, 21 and 15 days of October) and the reading closing October. */
  async function october() {
    const { propertyId, room } = await meteredRoom(t, admin, 850);
    const asha = await tenantOf(t, propertyId, 'Asha Rao');
    const bilal = await tenantOf(t, propertyId, 'Bilal Khan');
    const chitra = await tenantOf(t, propertyId, 'Chitra Iyer');
    const outsider = await tenantOf(t, propertyId, 'Dev Shah');
    await stay(t, propertyId, room, 0, asha.id, '2026-08-01', null);
    await stay(t, propertyId, room, 1, bilal.id, '2026-10-11', null);
    await stay(t, propertyId, room, 2, chitra.id, '2026-07-01', '2026-10-16');
    await postReading(t, admin, room.roomId, { readingDate: '2026-09-30', reading: '1000' });
    const closed = await postReading(t, admin, room.roomId, { readingDate: '2026-10-31', reading: '1310' });
    const readingId: string = closed.json().data[0]._id;
    return { room, readingId, bilal, outsider };
  }

  it('prints the worksheet’s figures and verifies as a genuine worksheet of the period’s cost', async () => {
    const { room, readingId, bilal } = await october();
    const sheet = (await get(admin, API.room.electricityWorksheet(room.roomId, readingId))).json().data;
    const pdf = await get(admin, API.room.electricityWorksheetPdf(room.roomId, readingId));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const number = `EW-${sheet.roomNumber}-20261031`;
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const text = await pdfTextOf(pdf.rawPayload);
    for (const expected of [
      'ELECTRICITY WORKSHEET',
      number,
      sheet.roomNumber,
      '1 Oct 2026 to 31 Oct 2026 (31 days)',
      '1000 on 30 Sep 2026',
      '1310 on 31 Oct 2026',
      '310',
      '₹8.50',
      '₹2,635',
      'Scan to check this worksheet is genuine at',
    ])
      expect(text).toContain(expected);
    // each share exactly as the screen shows it, and as the charge the portal posted
    for (const share of sheet.shares as Share[]) {
      expect(text).toContain(`${share.name}: ${share.days} days stayed (Pending)`);
      expect(text).toContain(formatINR(share.share));
    }
    const [charge] = await t.database.db.select().from(charges).where(eq(charges.tenantId, bilal.id));
    expect(text).toContain(formatINR(toRupees(charge!.amountPaise)));
    expect(await pdfPathCountOf(pdf.rawPayload)).toBeGreaterThan(100); // the QR code

    const verifyUrl = pdf.headers['x-verify-url'] as string;
    expect(verifyUrl).toMatch(/\/verify\/[A-Za-z0-9_-]+$/);
    expect(await verify(verifyUrl)).toEqual({
      status: 'GENUINE',
      kind: 'ELECTRICITY_WORKSHEET',
      number,
      property: expect.stringMatching(/^Metered PG/),
      amount: 2635,
      period: '2026-10-01 to 2026-10-31',
      issuedOn: '2026-10-31',
      tenant: `Room ${sheet.roomNumber}: A*** R***, B*** K***, C*** I***`,
    });
    const page = await t.request({ url: `/verify/${verifyUrl.split('/verify/')[1]}` });
    expect(page.body).toContain('<h1 id="result">Genuine</h1>');
    expect(page.body).toContain('Electricity worksheet');
    expect(page.body).toContain('<dt>Tenants</dt>');
  });

  it('cancels the old paper when the reading is corrected; the new one verifies', async () => {
    const { room, readingId } = await october();
    const pdfUrl = API.room.electricityWorksheetPdf(room.roomId, readingId);
    const old = (await get(admin, pdfUrl)).headers['x-verify-url'] as string;
    const fixed = await correctReading(t, admin, room.roomId, readingId, {
      readingDate: '2026-10-31',
      reading: '1410',
    });
    expect(fixed.statusCode).toBe(200);
    expect(await verify(old)).toMatchObject({
      status: 'CANCELLED',
      kind: 'ELECTRICITY_WORKSHEET',
      amount: 3485,
      cancelReason: 'meter reading corrected; the details below are the corrected worksheet',
      cancelledOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const page = await t.request({ url: `/verify/${old.split('/verify/')[1]}` });
    expect(page.body).toMatch(/<h1 id="result">Cancelled on [^<]*: meter reading corrected/);
    const fresh = await get(admin, pdfUrl);
    expect(await pdfTextOf(fresh.rawPayload)).toContain('₹3,485');
    expect(await verify(fresh.headers['x-verify-url'] as string)).toMatchObject({
      status: 'GENUINE',
      amount: 3485,
    });
  });

  it('is for staff in scope and the tenants of the period only, each tenant seeing only their name', async () => {
    const { room, readingId, bilal, outsider } = await october();
    expect((await get(manager, API.room.electricityWorksheetPdf(room.roomId, readingId))).statusCode).toBe(
      404,
    );
    const bilalCookie = await t.cookieFor('tenant', bilal.email);
    // a tenant cannot use the staff route
    expect(
      (await get(bilalCookie, API.room.electricityWorksheetPdf(room.roomId, readingId))).statusCode,
    ).toBe(403);
    const mine = await get(bilalCookie, API.tenant.myElectricityWorksheetPdf(readingId));
    expect(mine.statusCode).toBe(200);
    const text = await pdfTextOf(mine.rawPayload);
    expect(text).toContain('Bilal Khan: 21 days stayed (Pending)');
    expect(text).toContain('another tenant: 31 days stayed (Pending)');
    expect(text).not.toMatch(/Asha|Chitra/);
    expect(await verify(mine.headers['x-verify-url'] as string)).toMatchObject({
      status: 'GENUINE',
      amount: 2635,
    });
    const outsiderCookie = await t.cookieFor('tenant', outsider.email);
    expect((await get(outsiderCookie, API.tenant.myElectricityWorksheetPdf(readingId))).statusCode).toBe(404);
    // a tenant who reads Hindi gets their copy in Hindi
    await t.database.db.update(tenants).set({ language: 'hi' }).where(eq(tenants.id, bilal.id));
    const hindi = await get(bilalCookie, API.tenant.myElectricityWorksheetPdf(readingId));
    const hindiText = await pdfTextOf(hindi.rawPayload);
    expect(hindiText).toContain('कमरा');
    // (a vowel sign ि is drawn before its consonant: the extracted text holds it there)
    expect(hindiText).toContain('रहे (बाकी): Bilal Khan');
    expect(hindiText).not.toMatch(/Asha|Chitra/);
  });
});
