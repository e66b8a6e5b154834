// Several legal documents per tenant (issue 22): staff in scope add more than one, replace one
// (type, number and/or file) and delete one; the replaced or deleted file leaves the disk after the
// commit; another property's tenant answers 404 and a tenant may not change their documents.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { legalDocuments } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { addProperty, addTenant, formData, PDF, PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('several legal documents on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let ownId: string;
  let farId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    ownId = await addTenant(t.database.db, 'many.own@example.com', DEMO_PROPERTY_ID);
    farId = await addTenant(
      t.database.db,
      'many.far@example.com',
      await addProperty(t.database.db, 'Far Away PG'),
    );
  });
  afterAll(() => t.close());

  const documentsUrl = (tenantId: string) => `/api/v1/tenant/${tenantId}/legal-documents`;
  const documentUrl = (tenantId: string, documentId: string) => `${documentsUrl(tenantId)}/${documentId}`;
  const withFile = (file?: Buffer, name = 'id.pdf'): Record<string, { content: Buffer; name: string }> =>
    file ? { legalDocFile: { content: file, name } } : {};
  const upload = (tenantId: string, fields: Record<string, string>, file?: Buffer, cookie = manager) =>
    t.request({
      method: 'POST',
      url: documentsUrl(tenantId),
      headers: { cookie },
      payload: formData(fields, withFile(file)),
    });
  const replace = (
    tenantId: string,
    documentId: string,
    fields: Record<string, string>,
    file?: Buffer,
    cookie = manager,
  ) =>
    t.request({
      method: 'PUT',
      url: documentUrl(tenantId, documentId),
      headers: { cookie },
      payload: formData(fields, withFile(file, 'scan.png')),
    });
  const remove = (tenantId: string, documentId: string, cookie = manager) =>
    t.request({ method: 'DELETE', url: documentUrl(tenantId, documentId), headers: { cookie } });
  const onDisk = (url: string) =>
    existsSync(join(t.dataDir, 'private-files', 'legal-documents', url.slice(url.lastIndexOf('/') + 1)));
  const stored = () => {
    const dir = join(t.dataDir, 'private-files', 'legal-documents');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const detailsOf = async (tenantId: string) =>
    (await t.request({ url: `/api/v1/tenant/fetch/${tenantId}`, headers: { cookie: admin } })).json().data
      .legalDocuments as Array<{ _id: string; type: string; number: string; file: { url: string } | null }>;

  it('keeps several documents, replaces one (new file, type, number) and deletes another with its file', async () => {
    const aadhaar = (await upload(ownId, { type: 'AADHAR', number: '1234 5678 9012' }, PDF)).json().data;
    const passport = (await upload(ownId, { type: 'PASSPORT', number: 'K1234567' }, PDF)).json().data;
    expect((await detailsOf(ownId)).map((document) => document.number)).toEqual([
      'XXXX XXXX 9012',
      'XXXX4567',
    ]);

    // A new file and type: the old file leaves the disk once the change is committed.
    const replaced = await replace(ownId, passport._id, { type: 'DRIVING_LICENSE', number: 'DL-0420' }, PNG);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      message: 'Legal document updated successfully.',
      data: {
        _id: passport._id,
        type: 'DRIVING_LICENSE',
        number: 'XX0420',
        file: { url: expect.stringMatching(/\.png$/) },
      },
    });
    expect(onDisk(passport.file.url)).toBe(false);
    expect(onDisk(replaced.json().data.file.url)).toBe(true);

    // No number keeps the stored (masked) one; no file keeps the file.
    const same = await replace(ownId, aadhaar._id, { type: 'AADHAR', number: '' });
    expect(same.json().data).toMatchObject({ number: 'XXXX XXXX 9012', file: { url: aadhaar.file.url } });
    expect(onDisk(aadhaar.file.url)).toBe(true);

    const deleted = await remove(ownId, aadhaar._id);
    expect([deleted.statusCode, deleted.json().message]).toEqual([
      200,
      'Legal document deleted successfully.',
    ]);
    expect(onDisk(aadhaar.file.url)).toBe(false);
    expect((await t.request({ url: aadhaar.file.url, headers: { cookie: admin } })).statusCode).toBe(404);
    expect((await detailsOf(ownId)).map((document) => document._id)).toEqual([passport._id]);
    const [row] = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.id, aadhaar._id));
    expect(row).toMatchObject({ fileKey: null, deletedAt: expect.any(Date) });
    expect((await remove(ownId, aadhaar._id)).statusCode).toBe(404);
  });

  it('names the fields: a new type needs its number, an Aadhaar number has 12 digits; nothing is kept', async () => {
    const document = (await upload(ownId, { type: 'OTHER', number: 'X-1' })).json().data;
    const before = stored();
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ type: 'PASSPORT', number: '' }, { number: 'Enter the number of the new document type.' }],
      [{ type: 'AADHAR', number: '1234' }, { number: 'An Aadhaar number has 12 digits' }],
      [{ type: 'RATION', number: 'X1' }, { type: 'Choose a document type from the list' }],
    ];
    for (const [fields, errors] of cases) {
      const response = await replace(ownId, document._id, fields, PNG);
      expect([fields, response.statusCode, response.json().errors]).toEqual([fields, 400, errors]);
    }
    expect(stored()).toEqual(before);
    const aadhaar = await replace(ownId, document._id, { type: 'AADHAR', number: '1111-2222-3333' });
    expect(aadhaar.json().data).toMatchObject({ type: 'AADHAR', number: 'XXXX XXXX 3333', file: null });
  });

  it('answers 404 for another property’s tenant or document, 403 to a tenant, keeping the files', async () => {
    const far = (await upload(farId, { type: 'PASSPORT', number: 'F1' }, PDF, admin)).json().data;
    const own = (await upload(ownId, { type: 'PASSPORT', number: 'O1' }, PDF)).json().data;
    const before = stored();
    expect((await replace(farId, far._id, { type: 'OTHER', number: 'Z' }, PNG)).statusCode).toBe(404);
    expect((await remove(farId, far._id)).statusCode).toBe(404);
    // A document named under another tenant's id is not theirs.
    expect((await remove(farId, own._id, admin)).statusCode).toBe(404);
    expect((await replace(ownId, far._id, { type: 'OTHER', number: 'Z' })).statusCode).toBe(404);
    expect((await remove(ownId, 'not-an-id')).json().message).toBe('Legal document not found');
    const tenant = await t.cookieFor('tenant', 'many.own@example.com');
    expect((await remove(ownId, own._id, tenant)).statusCode).toBe(403);
    expect(
      (await replace(ownId, own._id, { type: 'OTHER', number: 'T' }, undefined, tenant)).statusCode,
    ).toBe(403);
    expect(stored()).toEqual(before);
    expect(onDisk(far.file.url) && onDisk(own.file.url)).toBe(true);
    // The tenant still sees their own documents.
    const profile = await t.request({ url: '/api/v1/tenant/profile', headers: { cookie: tenant } });
    expect(profile.json().data.legalDocuments.map((document: { _id: string }) => document._id)).toContain(
      own._id,
    );
  });
});
