// GST that follows the stay (issue 44), on both databases: a property's GST registration (GSTIN
// checked, legal name, state read from it; scope), nothing for an unregistered PG, and for a
// registered one each RENT invoice a bill of supply or a tax invoice by the stay and value, its
// serial a gap-free series per GSTIN and financial year (also under concurrent admissions), kept
// as issued when the property changes, and printed with the fields the invoice rules require (the
// recipient's address and the address of delivery from ₹50,000).
import { API } from '@pgportal/contracts/api-paths';
import type { Invoice } from '@pgportal/contracts/types';
import { eq } from 'drizzle-orm';
import { gstInvoices, invoices, properties, tenantNotices, tenants } from '../src/db/schema';
import { addBeds, assign } from './billing-fixtures';
import { addProperty, addTenant } from './fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';
import { propertyFields } from './properties-fixtures';

const GSTIN = '29AAGCB7383J1Z4'; // Karnataka
const url = (path: string) => `/api/v1${path}`;

describe.each(databases)('GST invoices on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let propertyId: string;
  let plainId: string;
  let tenantSeq = 0;

  beforeAll(async () => {
    t = await createTestApp(database);
    propertyId = await addProperty(t.database.db, 'Sunrise PG');
    plainId = await addProperty(t.database.db, 'Plain PG');
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const update = (id: string, fields: object, cookie = admin) =>
    t.request({
      method: 'PUT',
      url: url(`/property/update/${id}`),
      headers: { cookie },
      payload: { ...propertyFields('Sunrise PG'), ...fields },
    });
  /** a new tenant of the property on a bed from `start`: their first RENT invoice as the API answers it */
  const admit = async (property: string, start: string, rent: number, meals = 0) => {
    tenantSeq += 1;
    const tenantId = await addTenant(t.database.db, `gst-${tenantSeq}@example.com`, property);
    const [bed] = await addBeds(t.database.db, property, 1);
    await assign(t.database.db, { tenantId, bedId: bed!, startDate: start, rent, meals });
    return { tenantId, invoice: await rentOf(tenantId, start) };
  };
  const rentOf = async (tenantId: string, periodStart: string): Promise<Invoice> => {
    const response = await t.request({ url: url(API.tenant.invoices(tenantId)), headers: { cookie: admin } });
    const rows = response.json<{ data: Invoice[] }>().data;
    return rows.find((row) => row.invoiceType === 'RENT' && row.periodStart === periodStart)!;
  };

  it('registers a property: a GSTIN with a wrong check character, or without a legal name, is a clear 400', async () => {
    const wrong = await update(propertyId, { gstin: '29AAGCB7383J1Z5', gstLegalName: 'Sunrise Stays LLP' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.gstin).toMatch(/last character of this GSTIN does not match/);
    const state = await update(propertyId, { gstin: '99AAGCB7383J1Z4', gstLegalName: 'Sunrise Stays LLP' });
    expect(state.json().errors.gstin).toMatch(/not a GST state code/);
    const nameless = await update(propertyId, { gstin: GSTIN });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors.gstLegalName).toBe('Enter the legal name registered with this GSTIN');
    const ok = await update(propertyId, { gstin: GSTIN.toLowerCase(), gstLegalName: 'Sunrise Stays LLP' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      gstin: GSTIN,
      gstLegalName: 'Sunrise Stays LLP',
      gstState: 'Karnataka',
    });
    // left out, kept
    expect((await update(propertyId, {})).json().data.gstin).toBe(GSTIN);
  });

  it('an unregistered PG is as before: no GST on its invoices', async () => {
    const { invoice } = await admit(plainId, '2026-11-02', 9000);
    expect(invoice.gst).toBeUndefined();
    const answer = await t.request({ url: url(`/property/${plainId}`), headers: { cookie: admin } });
    expect(answer.json().data).toMatchObject({ gstin: '', gstState: '' });
    const text = await pdfTextOf(
      (await t.request({ url: url(API.payment.download(invoice._id)), headers: { cookie: admin } }))
        .rawPayload,
    );
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('GSTIN');
  });

  it('a long stay within ₹20,000 a month (meals included) is a bill of supply; above it a tax invoice at 5 %', async () => {
    const within = (await admit(propertyId, '2026-11-03', 16000, 4000)).invoice;
    expect(within.gst).toMatchObject({
      kind: 'BILL_OF_SUPPLY',
      reason: 'EXEMPT',
      gstin: GSTIN,
      sac: '996322',
      ratePercent: 0,
      taxableValue: 20000,
      cgst: 0,
      sgst: 0,
    });
    expect(within.gst!.serial).toMatch(/^GST\/26-27\/\d+$/);
    const above = (await admit(propertyId, '2026-11-03', 16000, 4000.01)).invoice;
    expect(above.gst).toMatchObject({ kind: 'TAX_INVOICE', reason: 'ABOVE_LIMIT', ratePercent: 5 });
    const { taxableValue, cgst, sgst } = above.gst!;
    expect(Math.round((taxableValue + cgst + sgst) * 100)).toBe(Math.round(above.totalAmount * 100));
    expect([taxableValue, cgst, sgst]).toEqual([19047.63, 476.19, 476.19]);
  });

  it('a stay that ends before 90 days is taxed from the invoice issued after the notice', async () => {
    const { tenantId, invoice } = await admit(propertyId, '2026-09-10', 9000);
    expect(invoice.gst?.kind).toBe('BILL_OF_SUPPLY');
    await t.database.db.insert(tenantNotices).values({
      tenantId,
      propertyId,
      noticeDate: '2026-10-01',
      moveOutDate: '2026-11-20',
      givenBy: 'STAFF',
    });
    await runJobOn(t, '2026-11-15');
    const october = await rentOf(tenantId, '2026-10-10');
    expect(october.gst).toMatchObject({ kind: 'TAX_INVOICE', reason: 'SHORT_STAY', ratePercent: 5 });
    // the first invoice is as it was issued
    expect((await rentOf(tenantId, '2026-09-10')).gst?.kind).toBe('BILL_OF_SUPPLY');
  });

  it('numbers one gap-free series per GSTIN and year, across properties sharing it, under concurrent admissions', async () => {
    const second = await addProperty(t.database.db, 'Sunrise Annexe');
    await t.database.db
      .update(properties)
      .set({ gstin: GSTIN, gstLegalName: 'Sunrise Stays LLP' })
      .where(eq(properties.id, second));
    await Promise.all(
      Array.from({ length: 6 }, (_, index) => admit(index % 2 ? second : propertyId, '2026-11-05', 8000)),
    );
    const rows = await t.database.db.select().from(gstInvoices).where(eq(gstInvoices.gstin, GSTIN));
    const ofYear = rows.filter((row) => row.financialYear === 2026).map((row) => row.number);
    expect(ofYear.sort((a, b) => a - b)).toEqual(
      Array.from({ length: ofYear.length }, (_, index) => index + 1),
    );
    for (const row of rows) {
      expect(row.serial.length).toBeLessThanOrEqual(16);
      expect(row.taxablePaise + row.cgstPaise + row.sgstPaise).toBe(row.valuePaise);
      const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
      expect(row.valuePaise).toBe(invoice!.totalPaise);
    }
  });

  it('an issued invoice keeps its GST record when the property changes; the PDF prints the required fields', async () => {
    const { tenantId, invoice } = await admit(propertyId, '2026-11-06', 21000);
    await update(propertyId, { gstin: '27AAPFU0939F1ZV', gstLegalName: 'Another Name' });
    const again = await rentOf(tenantId, '2026-11-06');
    expect(again.gst).toEqual(invoice.gst);
    const text = await pdfTextOf(
      (await t.request({ url: url(API.payment.download(invoice._id)), headers: { cookie: admin } }))
        .rawPayload,
    );
    for (const field of [
      'TAX INVOICE',
      'Legal name: Sunrise Stays LLP',
      `GSTIN: ${GSTIN}`,
      'Recipient',
      'Place of supply',
      'Karnataka (29)',
      invoice.gst!.serial,
      'SAC',
      '996322',
      'Taxable value',
      'CGST @ 2.5 %',
      'SGST @ 2.5 %',
      'Tax payable on reverse charge: No',
      'For Sunrise Stays LLP: authorised signatory',
    ])
      expect(text).toContain(field);
    expect(text).not.toContain('Address of delivery');
    await update(propertyId, { gstin: '' });
    const unregistered = await admit(propertyId, '2026-11-07', 9000);
    expect(unregistered.invoice.gst).toBeUndefined();
  });

  it('prints the recipient’s address and the address of delivery from ₹50,000 (Rule 46(f))', async () => {
    await update(propertyId, { gstin: GSTIN, gstLegalName: 'Sunrise Stays LLP' });
    const pdfText = async (invoiceId: string) =>
      (
        await pdfTextOf(
          (await t.request({ url: url(API.payment.download(invoiceId)), headers: { cookie: admin } }))
            .rawPayload,
        )
      ).replace(/\s+/g, ' ');
    const stayAt = '1 Main Road, Indiranagar, Bengaluru, 560038';
    const below = await admit(propertyId, '2026-11-08', 49_999.99);
    expect(below.invoice.gst?.kind).toBe('TAX_INVOICE');
    expect(await pdfText(below.invoice._id)).not.toContain('Address of delivery');

    const { tenantId, invoice } = await admit(propertyId, '2026-11-08', 50_000);
    expect(await pdfText(invoice._id)).toContain(`Address: ${stayAt} Address of delivery: ${stayAt}`);
    await t.database.db
      .update(tenants)
      .set({ address: '12 Lake View, Kochi, Kerala 682001' })
      .where(eq(tenants.id, tenantId));
    expect(await pdfText(invoice._id)).toContain(
      `Address: 12 Lake View, Kochi, Kerala 682001 Address of delivery: ${stayAt}`,
    );
  });
});
