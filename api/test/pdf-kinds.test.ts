// Issue 41: every kind of PDF the portal makes (invoice and receipt, in English for staff and in
// Hindi for a tenant who chose it, the exit statement, the leave-and-licence agreement and the
// police verification form) goes through the one writer, so each embeds Noto Sans and draws ₹ and
// a Hindi name. Made over HTTP for a tenant whose name is in Devanagari, on both databases; the
// text is read back through the fonts' ToUnicode maps. (No vowel sign ि in the name: a PDF draws it
// before its consonant, so extracted text holds it there while the reader sees it right.)
import { eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import type { Invoice } from '@pgportal/contracts/types';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { invoices, tenants } from '../src/db/schema';
import { today } from '../src/services/calendar';
import { exitCalls, giveNotice, seatedTenant, url } from './exits-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';

const HINDI_NAME = 'सुमन यादव';

interface PageFont {
  baseFont: string;
  subtype: string;
  /** the font file the PDF carries (FontFile2 under the descendant font's descriptor), if any */
  embedded: boolean;
}

/** The fonts each page of a PDF draws with, and whether the PDF carries each font's file. */
async function pageFonts(bytes: Buffer): Promise<PageFont[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts: PageFont[] = [];
  for (const page of pdf.getPages()) {
    const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [, ref] of dict?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
      const cidFont = descendants ? descendants.lookup(0, PDFDict) : font;
      const descriptor = cidFont.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
      const file = descriptor?.get(PDFName.of('FontFile2'));
      fonts.push({
        baseFont: font.lookup(PDFName.of('BaseFont'), PDFName).decodeText(),
        subtype: font.lookup(PDFName.of('Subtype'), PDFName).decodeText(),
        embedded: file instanceof PDFRef && pdf.context.lookup(file) instanceof PDFRawStream,
      });
    }
  }
  return fonts;
}

describe.each(databases)('every PDF kind on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  const pdfs = new Map<string, Buffer>();

  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    const { tenantId, email } = await seatedTenant(t, admin);
    await t.database.db
      .update(tenants)
      .set({ fullName: HINDI_NAME, language: 'hi' })
      .where(eq(tenants.id, tenantId));
    const tenant = await t.cookieFor('tenant', email);

    const [rent] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.tenantId, tenantId))
      .orderBy(invoices.invoiceDate);
    const paid = await t.request({
      method: 'PATCH',
      url: url(API.payment.pay(rent!.id)),
      headers: { cookie: manager },
      payload: { paymentMode: 'CASH', paidAt: today(), amount: 1234.5 },
    });
    expect(paid.statusCode).toBe(200);
    const payment = paid.json<{ data: Invoice }>().data.payments.at(-1)!;

    await giveNotice(t, tenantId);
    const saved = await exitCalls(t).save(manager, tenantId, {
      deductions: [{ reason: 'दीवार की पुताई', amount: 750.5 }],
    });
    expect(saved.statusCode).toBe(200);

    const get = async (kind: string, path: string, cookie: string) => {
      const response = await t.request({ url: url(path), headers: { cookie } });
      expect([kind, response.statusCode, response.headers['content-type']]).toEqual([
        kind,
        200,
        'application/pdf',
      ]);
      pdfs.set(kind, response.rawPayload);
    };
    await get('invoice', API.payment.download(rent!.id), manager);
    await get('invoice in Hindi', API.payment.download(rent!.id), tenant);
    await get('receipt', API.payment.receipt(payment._id), manager);
    await get('receipt in Hindi', API.payment.receipt(payment._id), tenant);
    await get('exit statement', API.tenant.exitStatementDownload(tenantId), manager);
    await get('agreement', API.tenant.agreement(tenantId), manager);
    await get('police verification form', API.tenant.policeVerification(tenantId), manager);
  });
  afterAll(() => t.close());

  it('makes each kind', () => {
    expect([...pdfs.keys()]).toHaveLength(7);
  });

  it.each([
    'invoice',
    'invoice in Hindi',
    'receipt',
    'receipt in Hindi',
    'exit statement',
    'agreement',
    'police verification form',
  ])('%s: embeds Noto Sans and no standard font', async (kind) => {
    const fonts = await pageFonts(pdfs.get(kind)!);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toMatchObject({ subtype: 'Type0', embedded: true });
      expect(font.baseFont).toMatch(/^NotoSans-(Regular|Bold)-/);
    }
  });

  it.each([
    ['invoice', ['₹1,234.50', 'Balance due']],
    ['invoice in Hindi', ['₹1,234.50', 'कुल']],
    ['receipt', ['₹1,234.50', 'PAYMENT RECEIPT']],
    ['receipt in Hindi', ['₹1,234.50', 'भुगतान रसीद']],
    ['exit statement', ['₹10,000.00', '-₹750.50', 'EXIT STATEMENT', 'दीवार की पुताई']],
    ['agreement', ['₹8,000.00', 'LEAVE AND LICENCE AGREEMENT']],
    // the form holds no amount: the Hindi name is what it must print
    // a Bengaluru property: the Karnataka layout (issue 45)
    ['police verification form', ['KARNATAKA STATE POLICE: TENANT VERIFICATION FORM']],
  ])('%s: draws the Hindi name and its amounts in ₹, no replacement marks', async (kind, expected) => {
    const text = await pdfTextOf(pdfs.get(kind)!);
    expect(text).toContain(HINDI_NAME);
    for (const part of expected) expect(text).toContain(part);
    expect(text).not.toMatch(/\?\?|Rs\./);
  });
});
