// Legal documents (SPEC §7 POST /tenant/{id}/legal-documents): Aadhaar masked, files checked by
// their bytes and private, served only to staff in scope or the tenant themself.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { legalDocuments } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { addProperty, addTenant, formData, PDF, PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

/** An ELF executable's first bytes, sent under a .pdf name. */
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

describe.each(databases)('legal documents on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let ownId: string;
  let farId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    ownId = await addTenant(t.database.db, 'docs.own@example.com', DEMO_PROPERTY_ID);
    farId = await addTenant(
      t.database.db,
      'docs.far@example.com',
      await addProperty(t.database.db, 'Far PG'),
    );
  });
  afterAll(() => t.close());

  const upload = (
    tenantId: string,
    fields: Record<string, string>,
    cookie = manager,
    file?: Buffer,
    name = 'id.pdf',
  ) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/legal-documents`,
      headers: { cookie },
      payload: formData(fields, file ? { legalDocFile: { content: file, name } } : {}),
    });
  const stored = () => {
    const dir = join(t.dataDir, 'private-files', 'legal-documents');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const rowsOf = (tenantId: string) =>
    t.database.db.select().from(legalDocuments).where(eq(legalDocuments.tenantId, tenantId));

  it('stores an Aadhaar number masked but for its last 4 digits, with no file', async () => {
    const response = await upload(ownId, { type: 'AADHAR', number: '1234 5678 9012' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Legal document uploaded successfully.',
      data: { type: 'AADHAR', number: 'XXXX XXXX 9012', file: null },
    });
    expect((await rowsOf(ownId)).map((row) => row.number)).toEqual(['XXXX XXXX 9012']);
    const details = await t.request({ url: `/api/v1/tenant/fetch/${ownId}`, headers: { cookie: admin } });
    expect(details.json().data.legalDocuments).toMatchObject([{ type: 'AADHAR', number: 'XXXX XXXX 9012' }]);
  });

  it('names what is wrong with the fields', async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ type: 'PASSPORT' }, { number: 'This field is required' }],
      [{ type: 'AADHAR', number: '1234' }, { number: 'An Aadhaar number has 12 digits' }],
      [{ type: 'RATION', number: 'X1' }, { type: 'Choose a document type from the list' }],
    ];
    for (const [fields, errors] of cases) {
      const response = await upload(ownId, fields);
      expect([fields, response.statusCode, response.json().errors]).toEqual([fields, 400, errors]);
    }
  });

  it('serves the file to staff in scope and to the tenant themself, 404 to others', async () => {
    const response = await upload(ownId, { type: 'PASSPORT', number: 'K1234567' }, manager, PDF);
    expect(response.statusCode).toBe(201);
    const url = response.json().data.file.url as string;
    expect(url).toMatch(/^\/api\/v1\/files\/legal-documents\/[0-9a-f-]{36}\.pdf$/);
    const open = (cookie?: string) => t.request({ url, headers: cookie ? { cookie } : {} });

    for (const cookie of [manager, admin, await t.cookieFor('tenant', 'docs.own@example.com')]) {
      const served = await open(cookie);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.pdf"$/);
      expect(served.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await open(await t.cookieFor('tenant', 'docs.far@example.com'))).statusCode).toBe(404);
    expect((await open(await t.cookieFor('tenant', 'tenant@example.com'))).statusCode).toBe(404);
    expect((await open()).statusCode).toBe(401);

    const far = await upload(farId, { type: 'PASSPORT', number: 'F1' }, admin, PNG, 'scan.png');
    const farUrl = far.json().data.file.url as string;
    expect(farUrl).toMatch(/\.png$/);
    expect((await t.request({ url: farUrl, headers: { cookie: manager } })).statusCode).toBe(404);
  });

  it('refuses an executable named .pdf, leaving no file and no row', async () => {
    const before = stored();
    const response = await upload(ownId, { type: 'OTHER', number: 'EXE-1' }, manager, EXECUTABLE, 'id.pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Legal document must be a PDF or a JPEG, PNG or WebP image.');
    expect(stored()).toEqual(before);
    expect((await rowsOf(ownId)).some((row) => row.number === 'EXE-1')).toBe(false);
  });

  it('answers 404 for another property’s tenant, leaving no file; 403 to a tenant', async () => {
    const before = stored();
    const response = await upload(farId, { type: 'PASSPORT', number: 'P9' }, manager, PDF);
    expect(response.statusCode).toBe(404);
    expect(stored()).toEqual(before);
    const tenant = await t.cookieFor('tenant', 'docs.own@example.com');
    expect((await upload(ownId, { type: 'PASSPORT', number: 'P9' }, tenant)).statusCode).toBe(403);
    expect((await upload('not-an-id', { type: 'PASSPORT', number: 'P9' }, admin)).statusCode).toBe(404);
  });
});
