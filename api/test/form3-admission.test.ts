// Issue 45, on both databases: a foreign national admitted on New Tenant with their Form III details
// (numbers encrypted, masked in every answer and in the audit log, the arrival clock started), the
// Form III data sheet as a PDF (the whole numbers, the fields in the form's order; another
// property's manager 404), and the privacy notice with the consent record in the admission papers.
import { eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@pgportal/contracts/privacy-notice';
import { auditLog, tenantForeignDetails, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { addProperty, addTenant, formData } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';
import { tenantForm } from './tenants-fixtures';

const PASSPORT = 'K1234567';
const VISA = 'VX9876543';
const FOREIGN = {
  nationality: 'Nepal',
  passportNumber: 'k 123-4567',
  passportPlaceOfIssue: 'Kathmandu',
  passportIssuedOn: '2022-01-10',
  passportExpiresOn: '2032-01-09',
  visaKind: 'VISA',
  visaNumber: VISA,
  visaType: 'Student',
  visaIssuedOn: '',
  visaExpiresOn: '2027-05-31',
  arrivedInIndiaOn: '2026-11-20',
  arrivedAt: '2026-11-29T23:30:00+05:30',
  purposeOfStay: 'Study',
};

describe.each(databases)('foreign nationals at admission and the Form III PDF on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let foreignId: string;
  let farId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    farId = await addTenant(
      t.database.db,
      'form3.far@example.com',
      await addProperty(t.database.db, 'Far PG'),
    );
  });
  afterAll(() => t.close());

  const add = (fields: Record<string, string>) =>
    t.request({
      method: 'POST',
      url: '/api/v1/tenant/add',
      headers: { cookie: manager },
      payload: formData(fields),
    });
  const get = (url: string, cookie = manager) => t.request({ url: `/api/v1${url}`, headers: { cookie } });

  it('admits a foreign national with the details, numbers encrypted and masked, the clock started', async () => {
    const response = await add({
      ...tenantForm({ fullName: 'Anjali Shrestha', email: 'anjali@example.com', phoneNumber: '9876511111' }),
      foreignNational: JSON.stringify(FOREIGN),
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain(PASSPORT);
    expect(response.body).not.toContain(VISA);
    foreignId = response.json().data._id;

    const read = await get(`/tenant/${foreignId}/foreign-national`);
    expect(read.json().data.details).toMatchObject({
      nationality: 'Nepal',
      passportNumber: 'XXXX4567',
      visaNumber: 'XXXX6543',
      visaExpiresOn: '2027-05-31',
      visaIssuedOn: null,
      arrivedInIndiaOn: '2026-11-20',
      purposeOfStay: 'Study',
    });
    expect(read.json().data.reports).toEqual([
      expect.objectContaining({ kind: 'ARRIVAL', dueAt: '2026-11-30T18:00:00.000Z', submittedAt: null }),
    ]);
    for (const body of [read.body, (await get(`/tenant/fetch/${foreignId}`)).body]) {
      expect(body).not.toContain(PASSPORT);
      expect(body).not.toContain(VISA);
    }
    const [row] = await t.database.db
      .select()
      .from(tenantForeignDetails)
      .where(eq(tenantForeignDetails.tenantId, foreignId));
    expect(row!.passportNumberEnc).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(PASSPORT);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, foreignId));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['CREATE', 'UPDATE']);
    expect(JSON.stringify(audit)).toContain('XXXX4567');
    expect(JSON.stringify(audit)).not.toContain(PASSPORT);
    expect(JSON.stringify(audit)).not.toContain(VISA);
  });

  it('refuses bad details naming the field, and admits no one then', async () => {
    const bad = await add({
      ...tenantForm({
        fullName: 'Bad Passport',
        email: 'bad.passport@example.com',
        phoneNumber: '9876511112',
      }),
      foreignNational: JSON.stringify({ ...FOREIGN, passportNumber: 'K1', visaIssuedOn: '2027-06-01' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'foreignNational.passportNumber': 'A passport number has 6 to 20 letters and digits, e.g. K1234567',
      'foreignNational.visaExpiresOn': 'The expiry date must be after the date of issue',
    });
    const indian = await add({
      ...tenantForm({ fullName: 'Indian', email: 'indian@example.com', phoneNumber: '9876511113' }),
      foreignNational: JSON.stringify({ nationality: 'Indian' }),
    });
    expect(indian.json().errors['foreignNational.nationality']).toMatch(/needs no Form III/);
    const notJson = await add({
      ...tenantForm({ fullName: 'Not Json', email: 'not.json@example.com', phoneNumber: '9876511114' }),
      foreignNational: 'Nepal',
    });
    expect(notJson.json().errors).toEqual({ foreignNational: 'foreignNational must be a JSON object' });
    const admitted = await t.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.email, 'bad.passport@example.com'));
    expect(admitted).toEqual([]);
    // an Indian tenant (no foreignNational) has no Form III details
    const plain = await add(
      tenantForm({ fullName: 'Plain', email: 'plain@example.com', phoneNumber: '9876511115' }),
    );
    expect(plain.statusCode).toBe(201);
    expect((await get(`/tenant/${plain.json().data._id}/foreign-national`)).json().data.foreign).toBe(false);
  });

  it('prints the Form III sheet as a PDF with the whole numbers, the fields in the form’s order', async () => {
    const response = await get(`/tenant/${foreignId}/documents/form3`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Form-III-data-sheet-Anjali-Shrestha.pdf"/,
    );
    const text = (await pdfTextOf(response.rawPayload)).replace(/\s+/g, ' ');
    const inOrder = [
      'FORM III: DATA SHEET',
      'Full name: Anjali Shrestha',
      'Date of birth: 5 Apr 2001',
      'Nationality: Nepal',
      `Passport number: ${PASSPORT}`,
      'Passport place of issue: Kathmandu',
      'Passport date of issue: 10 Jan 2022',
      'Passport valid till: 9 Jan 2032',
      'Visa kind: Visa',
      `Visa number: ${VISA}`,
      'Visa type: Student',
      'Visa valid till: 31 May 2027',
      'Date of arrival in India: 20 Nov 2026',
      'Arrival at the accommodation: 29 Nov 2026, 23:30 IST',
      'Purpose of stay: Study',
      'Address in India (the accommodation): ',
      'Mobile in India: 9876511111',
      'Arrival report: 29 Nov 2026, 23:30 IST; due by 30 Nov 2026, 23:30 IST',
    ];
    const places = inOrder.map((expected) => text.indexOf(expected));
    expect(places.filter((place) => place < 0).map((_, index) => inOrder[index])).toEqual([]);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
    expect(text).toContain('https://indianfrro.gov.in');
  });

  it('gives the PDF to staff in scope only: another property’s manager 404, a tenant 403', async () => {
    expect((await get(`/tenant/${farId}/documents/form3`)).statusCode).toBe(404);
    // the admin reaches the far tenant, who has no details: what to do first
    const none = await get(`/tenant/${farId}/documents/form3`, admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^Record the tenant’s nationality/);
    const tenant = await t.cookieFor('tenant', 'form3.far@example.com');
    expect((await get(`/tenant/${foreignId}/documents/form3`, tenant)).statusCode).toBe(403);
  });

  it('puts the privacy notice and the consent record in the admission papers', async () => {
    const agreement = async (id: string) => {
      const response = await get(`/tenant/${id}/documents/agreement`);
      expect(response.statusCode).toBe(200);
      return (await pdfTextOf(response.rawPayload)).replace(/\s+/g, ' ');
    };
    // no consent yet: the notice and a line to sign
    const unsigned = await agreement(foreignId);
    for (const expected of [
      'LEAVE AND LICENCE AGREEMENT',
      'Privacy notice',
      `Version ${PRIVACY_NOTICE_VERSION}`,
      'What we keep',
      'Your rights',
      'I have read this privacy notice and I agree to it.',
      'Signature of the tenant: ',
    ])
      expect(unsigned).toContain(expected);
    expect(unsigned.indexOf('Privacy notice')).toBeGreaterThan(unsigned.indexOf('LEAVE AND LICENCE'));
    expect(unsigned).not.toContain(PASSPORT);

    // the paper consent staff record
    const paper = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/${foreignId}/privacy-consent`,
      headers: { cookie: manager },
      payload: {},
    });
    expect(paper.statusCode).toBe(200);
    const day = new Date(paper.json().data.consents[0].acceptedAt).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    const signed = await agreement(foreignId);
    expect(signed).toContain(
      `Paper consent recorded by Demo Manager on ${day}, version ${PRIVACY_NOTICE_VERSION}.`,
    );
    expect(signed).not.toContain('Signature of the tenant');

    // a tenant who reads Hindi and agreed online: the notice in Hindi, the online record
    const hindiId = await addTenant(t.database.db, 'form3.hindi@example.com', DEMO_PROPERTY_ID);
    const tenant = await t.cookieFor('tenant', 'form3.hindi@example.com');
    const language = await t.request({
      method: 'PUT',
      url: '/api/v1/tenant/my-language',
      headers: { cookie: tenant },
      payload: { language: 'hi' },
    });
    expect(language.statusCode).toBe(200);
    const online = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/my-privacy-consent',
      headers: { cookie: tenant },
      payload: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(online.statusCode).toBe(200);
    const hindi = await agreement(hindiId);
    expect(hindi).toContain('गोपनीयता सूचना');
    expect(hindi).toContain(`संस्करण ${PRIVACY_NOTICE_VERSION}`);
    // (the PDF's text of Devanagari comes back in drawing order: only words that survive it are checked)
    expect(hindi).toContain(`स्वीकार की, संस्करण ${PRIVACY_NOTICE_VERSION}`);
    expect(hindi).not.toContain('What we keep');
    const notice = hindi.slice(hindi.indexOf('गोपनीयता सूचना'));
    expect(notice).not.toContain('________________________________');
  });
});
