// Aadhaar from its QR (issue 45): staff and the tenant send the QR's text, the API decodes it,
// checks UIDAI's signature against the certificates folder, keeps only what it may (the last 4
// digits, never the number or the card) and answers and audits it masked; scope as the tenant routes.
import { eq } from 'drizzle-orm';
import { auditLog, tenantAadhaar, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID, DEMO_TENANT_EMAIL } from '../src/db/seed';
import { certificateFolder, makeSigner, signedSecureQr, xmlQr } from './aadhaar-qr-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

const year = (y: number) => new Date(Date.UTC(y, 0, 1));
const signer = makeSigner(year(2025), year(2029));
const stranger = makeSigner(year(2025), year(2029));
const FIELDS = {
  version: 'V2',
  referenceId: '432120261128101502123',
  name: 'Meera Nair',
  dateOfBirth: '21-02-2000',
  gender: 'F',
};

describe.each(databases)('Aadhaar QR on $name', (database) => {
  let t: TestApp;
  let manager: string;
  let ownId: string;
  let farId: string;
  beforeAll(async () => {
    t = await createTestApp(database, { config: { uidaiCertDir: certificateFolder([signer]) } });
    manager = await t.cookieFor('staff', 'manager@example.com');
    ownId = await addTenant(t.database.db, 'qr.own@example.com', DEMO_PROPERTY_ID);
    farId = await addTenant(t.database.db, 'qr.far@example.com', await addProperty(t.database.db, 'Far PG'));
  });
  afterAll(() => t.close());

  const send = (tenantId: string, qrText: unknown, cookie = manager) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/aadhaar-qr`,
      headers: { cookie },
      payload: { qrText },
    });
  const auditOf = (tenantId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.objectId, tenantId));

  it('keeps a signed Secure QR as verified, by whom and when, with the number masked', async () => {
    const response = await send(ownId, signedSecureQr(FIELDS, signer));
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Aadhaar details saved from the QR');
    expect(data.aadhaar).toMatchObject({
      maskedNumber: 'XXXX XXXX 4321',
      name: 'Meera Nair',
      dateOfBirth: '2000-02-21',
      yearOfBirth: 2000,
      gender: 'F',
      format: 'SECURE_QR',
      check: 'VERIFIED',
      verified: true,
      certificateFile: 'test_signer_0.pem',
      hasPhoto: true,
      verifiedByName: 'Demo Manager',
    });
    expect(Date.now() - Date.parse(data.aadhaar.verifiedAt)).toBeLessThan(60_000);
    const details = await t.request({ url: `/api/v1/tenant/fetch/${ownId}`, headers: { cookie: manager } });
    expect(details.json().data.aadhaar).toEqual(data.aadhaar);
    const [row] = await t.database.db.select().from(tenantAadhaar).where(eq(tenantAadhaar.tenantId, ownId));
    expect(row).toMatchObject({ last4: '4321', check: 'VERIFIED' });
    expect(row!.photo!.subarray(4, 6).toString('latin1')).toBe('jP');
  });

  it('keeps a tampered or foreign-signed QR and the older XML QR as not verified, never the whole number', async () => {
    expect((await send(ownId, signedSecureQr(FIELDS, stranger))).json().data.aadhaar).toMatchObject({
      check: 'SIGNATURE_INVALID',
      verified: false,
    });
    const xml = await send(ownId, xmlQr('876543219876'));
    expect(xml.json().data.aadhaar).toMatchObject({
      maskedNumber: 'XXXX XXXX 9876',
      format: 'XML_QR',
      check: 'UNSIGNED',
      verified: false,
      hasPhoto: false,
    });
    const everything = JSON.stringify([
      xml.json(),
      await auditOf(ownId),
      await t.database.db.select().from(tenantAadhaar),
    ]);
    expect(everything).not.toMatch(/87654321|8765 4321/);
  });

  it('writes the change to the audit log masked and without the photo', async () => {
    await send(ownId, signedSecureQr(FIELDS, signer));
    const entries = (await auditOf(ownId)).filter((entry) => entry.after && 'aadhaar' in entry.after);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const last = entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
    expect(last.after).toEqual({
      aadhaar: { number: 'XXXXXXXXXX4321', check: 'VERIFIED', format: 'SECURE_QR', name: 'Meera Nair' },
    });
    expect(JSON.stringify(entries)).not.toMatch(/photo|jP/);
  });

  it('says what to do with what is no Aadhaar QR, and keeps nothing', async () => {
    const cases: Array<[unknown, string]> = [
      ['', 'Scan the QR on the Aadhaar card, or upload a picture of it.'],
      [
        'upi://pay?pa=pg@bank',
        'This is not an Aadhaar QR. Scan the QR printed on the Aadhaar card, e-Aadhaar or mAadhaar.',
      ],
      ['1'.repeat(9000), 'This is too long to be an Aadhaar QR.'],
    ];
    for (const [qrText, message] of cases) {
      const response = await send(farId, qrText, await t.cookieFor('staff', 'admin@example.com'));
      expect([response.statusCode, response.json().errors]).toEqual([400, { qrText: message }]);
    }
    expect(await t.database.db.select().from(tenantAadhaar).where(eq(tenantAadhaar.tenantId, farId))).toEqual(
      [],
    );
  });

  it('answers 404 for another property’s tenant, 403 to a tenant on the staff route', async () => {
    expect((await send(farId, signedSecureQr(FIELDS, signer))).statusCode).toBe(404);
    const tenant = await t.cookieFor('tenant', DEMO_TENANT_EMAIL);
    expect((await send(ownId, signedSecureQr(FIELDS, signer), tenant)).statusCode).toBe(403);
  });

  it('lets the tenant scan their own QR, and only their own', async () => {
    const tenant = await t.cookieFor('tenant', DEMO_TENANT_EMAIL);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/profile/aadhaar-qr',
      headers: { cookie: tenant },
      payload: { qrText: signedSecureQr(FIELDS, signer) },
    });
    expect(response.statusCode).toBe(200);
    const [me] = await t.database.db.select().from(tenants).where(eq(tenants.email, DEMO_TENANT_EMAIL));
    expect(response.json().data).toMatchObject({
      _id: me!.id,
      aadhaar: {
        maskedNumber: 'XXXX XXXX 4321',
        verified: true,
        verifiedByName: `${me!.fullName} (the tenant)`,
      },
    });
    const profile = await t.request({ url: '/api/v1/tenant/profile', headers: { cookie: tenant } });
    expect(profile.json().data.aadhaar).toMatchObject({ maskedNumber: 'XXXX XXXX 4321' });
    const staff = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/profile/aadhaar-qr',
      headers: { cookie: manager },
      payload: { qrText: signedSecureQr(FIELDS, signer) },
    });
    expect(staff.statusCode).toBe(403);
  });

  it('masks every kind of ID number where it is stored and answered', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/${ownId}/legal-documents`,
      headers: { cookie: manager, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nVOTER_ID\r\n--x\r\nContent-Disposition: form-data; name="number"\r\n\r\nabc-1234567\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.number).toBe('XXXXXX4567');
    const details = await t.request({ url: `/api/v1/tenant/fetch/${ownId}`, headers: { cookie: manager } });
    expect(JSON.stringify(details.json())).not.toMatch(/ABC|abc-123|1234567/);
  });

  it('lets what the QR said go when the tenant is deleted', async () => {
    const goneId = await addTenant(t.database.db, 'qr.gone@example.com', DEMO_PROPERTY_ID);
    expect((await send(goneId, signedSecureQr(FIELDS, signer))).statusCode).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v1/tenant/delete/${goneId}`,
      headers: { cookie: manager },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(tenantAadhaar).where(eq(tenantAadhaar.tenantId, goneId)),
    ).toEqual([]);
  });
});
