// HRA rent receipts and verifiable papers (issue 44), on both databases: the rent a receipt counts
// (rent lines only, by the day paid), the landlord's PAN once the financial year's rent passes
// ₹1,00,000 in the middle of the year, the cash stamp note, scope; and the verify page and JSON
// for a genuine, a tampered and a cancelled paper.
import { eq } from 'drizzle-orm';
import type { Invoice } from '@pgportal/contracts/types';
import { MESSAGES } from '@pgportal/contracts/messages';
import { invoiceLines, invoices, payments, properties, propertyManagers, tenants, users } from '../src/db/schema';
import { openBillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';
import { pdfDay } from '../src/services/pdf/labels';

const FY = 2024; // April 2024 to March 2025, all in the past
const RENT = 2_000_000; // ₹20,000 a month
const MEALS = 150_000;

describe.each(databases)('HRA receipts and verify on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let tenant: string;
  let tenantId: string;
  let otherPropertyId: string;
  let propertyId: string;

  beforeAll(async () => {
    ({ t, admin, tenant, tenantId, otherPropertyId } = await openBillingWorld(database, '2023-01-15'));
    const { db } = t.database;
    const [row] = await db.select({ propertyId: tenants.propertyId }).from(tenants).where(eq(tenants.id, tenantId));
    propertyId = row!.propertyId!;
    // Twelve monthly rent invoices of FY 2024, each paid in full on its 5th: cash in April, UPI after.
    for (let index = 0; index < 12; index += 1) {
      const year = index < 9 ? FY : FY + 1;
      const month = String(((index + 3) % 12) + 1).padStart(2, '0');
      const [invoice] = await db
        .insert(invoices)
        .values({
          invoiceId: `INV-T44-${year}-${month}`,
          tenantId,
          propertyId,
          type: 'RENT',
          periodStart: `${year}-${month}-01`,
          periodEnd: `${year}-${month}-28`,
          invoiceDate: `${year}-${month}-01`,
          dueDate: `${year}-${month}-06`,
          totalPaise: RENT + MEALS,
          paidPaise: RENT + MEALS,
          status: 'PAID',
        })
        .returning({ id: invoices.id });
      await db.insert(invoiceLines).values([
        { invoiceId: invoice!.id, position: 0, kind: 'RENT', description: 'Rent', amountPaise: RENT },
        { invoiceId: invoice!.id, position: 1, kind: 'MEALS', description: 'Meals', amountPaise: MEALS },
      ]);
      await db.insert(payments).values({
        invoiceId: invoice!.id,
        propertyId,
        amountPaise: RENT + MEALS,
        paymentMode: index === 0 ? 'CASH' : 'UPI',
        paidAt: `${year}-${month}-05`,
      });
    }
    await db.update(properties).set({ landlordPan: 'ABCDE1234F' }).where(eq(properties.id, propertyId));
  });
  afterAll(() => t.close());

  const rentReceipt = (query: string, cookie = tenant, id = tenantId) =>
    t.request({ url: `/api/v1/tenant/${id}/rent-receipt?${query}`, headers: { cookie } });
  const verifyJson = (token: string) => t.request({ url: `/api/v1/verify/${token}` });
  const verifyPage = (token: string) => t.request({ url: `/verify/${token}`, headers: { accept: 'text/html' } });
  const tokenOf = (url: string) => url.split('/verify/')[1]!;

  it('counts the rent lines paid in the month, with the declaration while the year is under ₹1,00,000', async () => {
    const response = await rentReceipt(`month=${FY}-04`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfTextOf(response.rawPayload);
    expect(text).toContain('RENT RECEIPT');
    expect(text).toContain('₹20,000.00'); // meals are not rent
    expect(text).not.toContain('₹21,500.00');
    expect(text).toContain('Rupees Twenty Thousand Only');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Declaration: the rent for this financial year does not exceed ₹1,00,000.00');
    expect(text).not.toContain('ABCDE1234F');
    // April was paid in cash, above ₹5,000: the revenue stamp note.
    expect(text).toContain('Cash receipt above ₹5,000.00');
    expect(response.headers['x-verify-url']).toMatch(/^http:\/\/localhost:\d+\/verify\/[A-Za-z0-9_-]+$/);
  });

  it('prints the landlord’s PAN from the month the year’s rent passes ₹1,00,000, and on the year’s receipt', async () => {
    // ₹1,00,000 exactly by August: not above the limit.
    const august = await pdfTextOf((await rentReceipt(`month=${FY}-08`)).rawPayload);
    expect(august).toContain('Declaration');
    expect(august).not.toContain('ABCDE1234F');
    expect(august).not.toContain('revenue stamp'); // paid by UPI
    // ₹1,20,000 by September.
    const september = await pdfTextOf((await rentReceipt(`month=${FY}-09`)).rawPayload);
    expect(september).toContain('ABCDE1234F');
    expect(september).not.toContain('Declaration');
    const year = await rentReceipt(`financialYear=${FY}`, admin);
    expect(year.statusCode).toBe(200);
    const text = await pdfTextOf(year.rawPayload);
    expect(text).toContain('₹2,40,000.00');
    expect(text).toContain('ABCDE1234F');
    expect(text).toContain(`HRA-FY${FY}-25-`);
    // Without a PAN on record the receipt says it is needed.
    await t.database.db.update(properties).set({ landlordPan: '' }).where(eq(properties.id, propertyId));
    const missing = await pdfTextOf((await rentReceipt(`month=${FY}-09`)).rawPayload);
    expect(missing).toContain('the landlord\'s PAN is required for HRA');
    await t.database.db.update(properties).set({ landlordPan: 'ABCDE1234F' }).where(eq(properties.id, propertyId));
  });

  it('prints Hindi for a Hindi tenant', async () => {
    await t.database.db.update(tenants).set({ language: 'hi' }).where(eq(tenants.id, tenantId));
    const text = await pdfTextOf((await rentReceipt(`month=${FY}-05`)).rawPayload);
    await t.database.db.update(tenants).set({ language: 'en' }).where(eq(tenants.id, tenantId));
    expect(text).toContain('रसीद सं.'); // words without ि: extraction moves that vowel sign
    expect(text).toContain('घोषणा');
  });

  it('refuses a bad period, a period with no rent, and anyone outside the tenant’s scope', async () => {
    const both = await rentReceipt(`month=${FY}-04&financialYear=${FY}`);
    expect(both.statusCode).toBe(400);
    expect((await rentReceipt('month=2024-13')).statusCode).toBe(400);
    const nothing = await rentReceipt('month=2023-03', admin);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe(MESSAGES.rentReceiptNothingPaid);
    const [other] = await t.database.db
      .insert(users)
      .values({ name: 'Lake Manager', email: 'lake-44@example.com', role: 'MANAGER', isVerified: true, currentPropertyId: otherPropertyId })
      .returning({ id: users.id });
    await t.database.db.insert(propertyManagers).values({ propertyId: otherPropertyId, userId: other!.id });
    const foreign = await t.cookieFor('staff', 'lake-44@example.com');
    expect((await rentReceipt(`month=${FY}-04`, foreign)).statusCode).toBe(404);
    const otherTenant = await t.cookieFor('tenant', 'other@example.com');
    expect((await rentReceipt(`month=${FY}-04`, otherTenant)).statusCode).toBe(404);
    expect((await rentReceipt(`month=${FY}-04`, '')).statusCode).toBe(401);
  });

  it('verifies an HRA receipt as genuine, in JSON and on the public page, and nothing tampered', async () => {
    const url = (await rentReceipt(`month=${FY}-06`)).headers['x-verify-url'] as string;
    const token = tokenOf(url);
    const json = await verifyJson(token);
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toEqual({
      status: 'GENUINE',
      kind: 'HRA_RECEIPT',
      number: `HRA-${FY}-06-${tenantId.slice(0, 8).toUpperCase()}`,
      property: 'Sunrise PG',
      amount: 20000,
      period: `${FY}-06-01 to ${FY}-06-30`,
      issuedOn: `${FY}-06-05`,
      tenant: 'A*** R***',
    });
    const page = await verifyPage(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1 id="result">Genuine</h1>');
    expect(page.body).toContain('₹20,000.00');
    expect(page.body).not.toContain('<script');

    // One character changed in the middle (the signed bytes), or garbage: not issued.
    const middle = Math.floor(token.length / 2);
    const tampered = token.slice(0, middle) + (token[middle] === 'A' ? 'B' : 'A') + token.slice(middle + 1);
    for (const bad of [tampered, 'garbage', `${token}AA`]) {
      expect((await verifyJson(bad)).json().data).toEqual({ status: 'NOT_ISSUED' });
      expect((await verifyPage(bad)).body).toContain('Not issued by this portal');
    }
  });

  it('shows a reversed payment’s receipt as cancelled on the day, with the reason', async () => {
    const rent = (
      await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: admin } })
    )
      .json<{ data: Invoice[] }>()
      .data.find((invoice) => invoice.invoiceId === `INV-T44-${FY}-07`)!;
    const [payment] = rent.payments;
    const receipt = await t.request({ url: `/api/v1/payment/receipt/${payment!._id}`, headers: { cookie: tenant } });
    const token = tokenOf(receipt.headers['x-verify-url'] as string);
    expect((await verifyJson(token)).json().data.status).toBe('GENUINE');
    const reversed = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${rent._id}/reverse`,
      headers: { cookie: admin },
      payload: { paymentId: payment!._id, note: 'Cheque bounced' },
    });
    expect(reversed.statusCode).toBe(200);
    const data = (await verifyJson(token)).json().data;
    expect(data).toMatchObject({ status: 'CANCELLED', kind: 'RECEIPT', amount: 21500, cancelReason: 'Cheque bounced' });
    const page = await verifyPage(token);
    // the page prints the day as the papers do ('1 Jul 2026'), the JSON as YYYY-MM-DD
    expect(page.body).toContain(`Cancelled on ${pdfDay('en', data.cancelledOn)}: Cheque bounced`);
    // The month's rent receipt no longer has rent to show.
    expect((await rentReceipt(`month=${FY}-07`)).statusCode).toBe(404);
  });

  it('publishes the public keys without sign-in', async () => {
    const keys = await t.request({ url: '/api/v1/verify/keys' });
    expect(keys.statusCode).toBe(200);
    const [key] = keys.json().data.keys;
    expect(key).toMatchObject({ algorithm: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(key.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });
});
