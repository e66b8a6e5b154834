// Papers of admission (issue 24) over HTTP, on both databases: the leave-and-licence agreement and
// the police verification form as PDFs with ₹ drawn by the embedded font, ID numbers masked,
// blank lines for what we do not hold, the property's clause text with its placeholders filled
// in (unknown placeholders refused on save), and staff in scope only.
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { legalDocuments, properties, tenants } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld } from './billing-world';
import { formData, PNG } from './fixtures';
import { databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';
import { propertyFields } from './properties-fixtures';

const BLANK = '________________________________';

async function imagesIn(bytes: Buffer): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;
}

describe.each(databases)('papers of admission on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  let tenantId: string;
  let otherTenantId: string;
  let propertyId: string;
  const start = plusDays(today(), -20);

  beforeAll(async () => {
    ({ t, admin, manager, tenant, tenantId, otherTenantId } = await openBillingWorld(database, start));
    const { db } = t.database;
    const [row] = await db
      .select({ propertyId: tenants.propertyId })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    propertyId = row!.propertyId!;
    await db
      .update(properties)
      .set({
        rules: 'Gate closes at 10:30 pm.',
        noticePeriodDays: 45,
        refundPeriodDays: 10,
        // a Kochi PIN: a state without a layout of its own prints the generic form (issue 45; the
        // state layouts are tested in police.test.ts)
        address: { fullAddress: '1 Main Road', area: 'Marine Drive', city: 'Kochi', pinCode: '682031' },
      })
      .where(eq(properties.id, propertyId));
  });
  afterAll(() => t.close());

  const download = (paper: 'agreement' | 'police-verification', id = tenantId, cookie = manager) =>
    t.request({ url: `/api/v1/tenant/${id}/documents/${paper}`, headers: { cookie } });
  const textOf = async (paper: 'agreement' | 'police-verification') => {
    const response = await download(paper);
    expect(response.statusCode).toBe(200);
    return pdfTextOf(response.rawPayload);
  };

  it('prints a tenant we know little about with blank lines to fill by hand', async () => {
    const form = await textOf('police-verification');
    for (const expected of ['TENANT INFORMATION FORM (POLICE VERIFICATION)', 'Asha Rao', 'Sunrise PG'])
      expect(form).toContain(expected);
    for (const label of [
      "Father's / guardian's name: ",
      'Date of birth: ',
      'Permanent address: ',
      'Document type: ',
    ])
      expect(form).toContain(`${label}\n${BLANK}`);
    expect(form).toContain('Affix photograph');
    expect(await imagesIn((await download('police-verification')).rawPayload)).toBe(0);

    const agreement = await textOf('agreement');
    expect(agreement).toContain(`Permanent address: \n${BLANK}`);
    expect(agreement).toContain(`residing at ${BLANK}`);
  });

  it('writes the agreement from the property, the tenant, the bed and the deposit, with ₹ and two signature blocks', async () => {
    const { db } = t.database;
    await db
      .update(tenants)
      .set({ address: '12 MG Road, Pune 411001', dateOfBirth: '2001-04-09' })
      .where(eq(tenants.id, tenantId));
    await db.insert(legalDocuments).values([
      { tenantId, type: 'AADHAR', number: 'XXXX XXXX 4321' },
      { tenantId, type: 'PASSPORT', number: 'K1234567' },
    ]);
    const response = await download('agreement');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Leave-and-licence-agreement-Asha-Rao.pdf"; filename*=UTF-8''Leave-and-licence-agreement-Asha-Rao.pdf`,
    );
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = (await pdfTextOf(response.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'LEAVE AND LICENCE AGREEMENT',
      'Licensee: Asha Rao',
      'Permanent address: 12 MG Road, Pune 411001',
      'Aadhaar Card XXXX XXXX 4321; Passport XXXX4567',
      'Monthly licence fee: ₹8,000.00',
      'Meals: ₹1,500.50 a month',
      'Security deposit: ₹10,000.00',
      `Licence from: ${formatDay(start)}`,
      'Notice period: 45 days',
      'Deposit refunded within: 10 days of vacating',
      // the standard clauses, placeholders filled in
      `occupy bed 1 in room`,
      'monthly licence fee of ₹8,000.00',
      'security deposit of ₹10,000.00',
      'refunded within 10 days',
      'giving 45 days of notice',
      'House rules',
      'Gate closes at 10:30 pm.',
      'Licensor (owner or authorised manager)',
      'Name: Asha Rao',
      'Place: ',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('K1234567');
    expect(text).not.toContain('{{');
  });

  it('fills the police form: parent from the emergency contact, masked IDs, the photo, the date of entry', async () => {
    await t.database.db
      .update(tenants)
      .set({
        profession: 'STUDENT',
        emergencyContact: { name: 'ravi rao', relation: 'Father', phone: '9812345678' },
      })
      .where(eq(tenants.id, tenantId));
    const photo = await t.request({
      method: 'PUT',
      url: '/api/v1/tenant/profile',
      headers: { cookie: tenant },
      payload: formData({}, { profilePhoto: { content: PNG, name: 'me.png' } }),
    });
    expect(photo.statusCode).toBe(200);
    const response = await download('police-verification');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Police-verification-form-Asha-Rao.pdf"/,
    );
    const text = (await pdfTextOf(response.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      "Father's / guardian's name: Ravi Rao",
      'Date of birth: 9 Apr 2001',
      'Profession: Student',
      'Aadhaar Card: XXXX XXXX 4321',
      'Passport: XXXX4567',
      'Name, relation, phone: Ravi Rao (Father)',
      `Date of entry: ${formatDay(start)}`,
      'PG name: Sunrise PG',
      `Previous address: ${BLANK}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('K1234567');
    expect(text).not.toContain('Affix photograph');
    // the photo (with its alpha mask)
    expect(await imagesIn(response.rawPayload)).toBeGreaterThan(0);
  });

  it('uses the property’s own clause text and refuses unknown placeholders on save, naming them', async () => {
    const save = (agreementText: string) =>
      t.request({
        method: 'PUT',
        url: `/api/v1/property/update/${propertyId}`,
        headers: { cookie: admin },
        payload: { ...propertyFields('Sunrise PG'), agreementText },
      });
    const refused = await save('Rent {{rent}} from {{tenantNmae}} and {{ deposit }} by {{landlord}}.');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.agreementText).toMatch(
      /^Unknown placeholders: \{\{tenantNmae\}\}, \{\{landlord\}\}\. Use only /,
    );

    const saved = await save('{{tenantName}} takes bed {{bed}} for {{rent}} a month; deposit {{ deposit }}.');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.agreementText).toBe(
      '{{tenantName}} takes bed {{bed}} for {{rent}} a month; deposit {{ deposit }}.',
    );
    const text = (await textOf('agreement')).replace(/\s+/g, ' ');
    expect(text).toContain('Asha Rao takes bed 1 for ₹8,000.00 a month; deposit ₹10,000.00.');
    expect(text).not.toContain('Grant of licence');
  });

  it('answers staff in scope only: another property’s tenant is 404, a tenant is refused', async () => {
    for (const paper of ['agreement', 'police-verification'] as const) {
      expect((await download(paper, otherTenantId)).statusCode).toBe(404);
      expect((await download(paper, otherTenantId, admin)).statusCode).toBe(200);
      expect((await download(paper, tenantId, tenant)).statusCode).toBe(403);
      expect((await download(paper, '00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Tenant not found',
      });
    }
  });
});

function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
