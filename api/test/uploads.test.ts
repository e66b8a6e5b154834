// One upload service: kinds checked by their bytes, public kinds served at /uploads/, private ones
// only through a route that checks the session and scope; replaced and deleted users' avatars go.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { legalDocuments, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { UPLOAD_KINDS, type UploadKind } from '../src/services/files/uploads';
import { addProperty, addTenant, formData, PDF, PNG, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('uploads on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const uploads = () => t.app.deps.uploads;
  const avatars = () => readdirSync(join(t.dataDir, 'uploads', 'avatars'));
  const avatarOf = async (email: string) =>
    (await t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.email, email)))[0]
      ?.avatar;

  /** Streams `content` in as `kind` (413 / 415 as a request would get) and stores it. */
  const store = async (kind: UploadKind, content: Buffer) => {
    const received = await uploads().receive(kind, Readable.from([content]));
    return uploads().store(kind, received!);
  };
  const tempFiles = () => readdirSync(join(t.dataDir, 'upload-temp'));

  it('checks each kind by its bytes and size, leaving no temporary file', async () => {
    await expect(store('roomImage', PDF)).rejects.toMatchObject({
      statusCode: 415,
      message: 'Room image must be a JPEG, PNG or WebP image.',
    });
    const tooBig = Buffer.concat([PDF, Buffer.alloc(UPLOAD_KINDS.legalDocument.maxBytes)]);
    await expect(store('legalDocument', tooBig)).rejects.toMatchObject({
      statusCode: 413,
      message: 'Legal document must be 10 MB or smaller.',
    });
    expect(await store('legalDocument', PNG)).toMatch(/^legal-documents\/[0-9a-f-]{36}\.png$/);
    expect(tempFiles()).toEqual([]);
  });

  it('serves public kinds at /uploads/ and never a private one', async () => {
    const image = await store('propertyImage', PNG);
    const served = await t.request({ url: `/uploads/${image}` });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);

    const document = await store('legalDocument', PDF);
    expect(existsSync(join(t.dataDir, 'private-files', document))).toBe(true);
    expect(existsSync(join(t.dataDir, 'uploads', document))).toBe(false);
    expect((await t.request({ url: `/uploads/${document}` })).statusCode).toBe(404);
  });

  it('serves a private file to a caller whose scope holds it, 404 to others, 401 to nobody', async () => {
    const ours = await store('legalDocument', PDF);
    const theirs = await store('legalDocument', PDF);
    // The legal documents route serves them: each file belongs to a tenant of one property.
    const elsewhere = await addProperty(t.database.db, 'Elsewhere PG');
    await t.database.db.insert(legalDocuments).values([
      {
        tenantId: await addTenant(t.database.db, 'ours@example.com', DEMO_PROPERTY_ID),
        type: 'PASSPORT',
        number: 'P1',
        fileKey: ours,
      },
      {
        tenantId: await addTenant(t.database.db, 'theirs@example.com', elsewhere),
        type: 'PASSPORT',
        number: 'P2',
        fileKey: theirs,
      },
    ]);
    const get = (key: string, cookie?: string) =>
      t.request({ url: `/api/v1/files/${key}`, headers: cookie ? { cookie } : {} });

    const served = await get(ours, manager);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
    });
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect((await get(theirs, admin)).statusCode).toBe(200);
    expect((await get(theirs, manager)).json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'File not found',
    });
    expect((await get(ours)).statusCode).toBe(401);
    expect((await get('legal-documents/../uploads/x.pdf', admin)).statusCode).toBe(404);
  });

  it('leaves exactly one avatar after parallel updates: the one the row names', async () => {
    // Two writers, each with the two uploads in flight they may have: four changes of one row.
    const managerId = await userId(t.database.db, 'manager@example.com');
    const fields = { name: 'Demo Manager', phoneNumber: '9876500002' };
    const byManager = () =>
      t.request({
        method: 'PUT',
        url: '/api/v1/user/update-profile-details',
        headers: { cookie: manager },
        payload: formData(fields, { avatar: { content: PNG, name: 'a.png' } }),
      });
    const byAdmin = () =>
      t.request({
        method: 'PUT',
        url: `/api/v1/user/update-profile/${managerId}`,
        headers: { cookie: admin },
        payload: formData({ ...fields, role: 'MANAGER' }, { avatar: { content: PNG, name: 'b.png' } }),
      });
    const responses = await Promise.all([byManager(), byAdmin(), byManager(), byAdmin()]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const stored = await avatarOf('manager@example.com');
    expect(avatars()).toEqual([stored?.split('/')[1]]);
  });

  it('removes a deleted user’s avatar', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/api/v1/user/add',
      headers: { cookie: admin },
      payload: formData(
        {
          name: 'Leaving Soon',
          email: 'leaving.soon@example.com',
          phoneNumber: '9876543210',
          role: 'MANAGER',
        },
        { avatar: { content: PNG, name: 'me.png' } },
      ),
    });
    const url: string = added.json().data.avatar.url;
    expect((await t.request({ url })).statusCode).toBe(200);
    const id = await userId(t.database.db, 'leaving.soon@example.com');
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v1/user/delete/${id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.request({ url })).statusCode).toBe(404);
    expect(await avatarOf('leaving.soon@example.com')).toBeNull();
  });
});
