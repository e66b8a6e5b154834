// docs/operations.md "Files and retention": a file is kept while a live row names it. Delete paths remove a
// deleted row's files once they commit (public ones 404 at once), and the sweep removes what no live
// row names after an hour, with stale temporary uploads.
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { rooms, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { sweepFiles } from '../src/services/files/sweep';
import type { UploadKind } from '../src/services/files/uploads';
import { addTenant, formData, PDF, PNG } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { propertyFields } from './properties-fixtures';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3_600_000);

describe.each(databases)('files and retention on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const uploads = () => t.app.deps.uploads;
  /** Where a key lives on disk: public kinds under uploads/, private ones under private-files/. */
  const onDisk = (key: string) =>
    [join(t.dataDir, 'uploads', key), join(t.dataDir, 'private-files', key)].some((path) => existsSync(path));
  const keyOf = (url: string) => url.replace(/^\/uploads\/|^\/api\/v1\/files\//, '');
  const store = async (kind: UploadKind, content: Buffer) =>
    uploads().store(kind, (await uploads().receive(kind, Readable.from([content])))!);
  const age = (key: string) => {
    const path = [join(t.dataDir, 'uploads', key), join(t.dataDir, 'private-files', key)].find((candidate) =>
      existsSync(candidate),
    );
    utimesSync(path!, TWO_HOURS_AGO, TWO_HOURS_AGO);
  };

  async function addRoomWithImage(propertyId: string, roomNumber: string) {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/room/create',
      headers: { cookie: admin },
      payload: formData(
        { roomNumber, floor: '1', bedCapacity: '1', propertyId },
        { roomImage: { content: PNG, name: 'room.png' } },
      ),
    });
    expect(response.statusCode).toBe(201);
    const { _id, roomImage } = response.json<{ data: { _id: string; roomImage: { url: string } } }>().data;
    return { id: _id, url: roomImage.url };
  }

  const remove = (url: string) => t.request({ method: 'DELETE', url, headers: { cookie: admin } });

  it('removes a deleted room’s image at once: its address answers 404', async () => {
    const room = await addRoomWithImage(DEMO_PROPERTY_ID, 'R-GONE');
    expect((await t.request({ url: room.url })).statusCode).toBe(200);
    expect((await remove(`/api/v1/room/delete/${room.id}`)).statusCode).toBe(200);
    expect((await t.request({ url: room.url })).statusCode).toBe(404);
    expect(onDisk(keyOf(room.url))).toBe(false);
  });

  it('removes a deleted property’s cover and its rooms’ images', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/api/v1/property/add',
      headers: { cookie: admin },
      payload: formData(propertyFields('Closing PG'), { coverImage: { content: PNG, name: 'c.png' } }),
    });
    const property = added.json<{ data: { _id: string; coverImage: { url: string } } }>().data;
    const room = await addRoomWithImage(property._id, 'C1');
    expect((await remove(`/api/v1/property/delete/${property._id}`)).statusCode).toBe(200);
    for (const url of [property.coverImage.url, room.url]) {
      expect((await t.request({ url })).statusCode).toBe(404);
      expect(onDisk(keyOf(url))).toBe(false);
    }
  });

  it('removes a deleted tenant’s profile photo and legal documents’ files', async () => {
    const tenantId = await addTenant(t.database.db, 'leaving.tenant@example.com', DEMO_PROPERTY_ID);
    const photo = await store('profilePhoto', PNG);
    await t.database.db.update(tenants).set({ profilePhoto: photo }).where(eq(tenants.id, tenantId));
    const uploaded = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/${tenantId}/legal-documents`,
      headers: { cookie: admin },
      payload: formData(
        { type: 'PASSPORT', number: 'P7654321' },
        { legalDocFile: { content: PDF, name: 'p.pdf' } },
      ),
    });
    expect(uploaded.statusCode).toBe(201);
    const document = keyOf(uploaded.json<{ data: { file: { url: string } } }>().data.file.url);
    expect([onDisk(photo), onDisk(document)]).toEqual([true, true]);

    expect((await remove(`/api/v1/tenant/delete/${tenantId}`)).statusCode).toBe(200);
    expect([onDisk(photo), onDisk(document)]).toEqual([false, false]);
  });

  it('sweeps files no live row names once an hour old, and stale temporary uploads', async () => {
    const kept = await addRoomWithImage(DEMO_PROPERTY_ID, 'S-KEPT');
    const crashed = await addRoomWithImage(DEMO_PROPERTY_ID, 'S-CRASHED');
    // A delete that committed but never removed its file (the process died in between).
    await t.database.db.update(rooms).set({ deletedAt: new Date() }).where(eq(rooms.id, crashed.id));
    const orphan = await store('legalDocument', PDF);
    const freshOrphan = await store('avatar', PNG);
    for (const key of [keyOf(kept.url), keyOf(crashed.url), orphan]) age(key);
    const staleTemp = join(t.dataDir, 'upload-temp', 'stale.part');
    const freshTemp = join(t.dataDir, 'upload-temp', 'streaming.part');
    writeFileSync(staleTemp, 'x');
    writeFileSync(freshTemp, 'x');
    utimesSync(staleTemp, TWO_HOURS_AGO, TWO_HOURS_AGO);

    const result = await sweepFiles({ db: t.database.db, uploads: uploads() });
    expect(result).toEqual({ ran: true, orphans: 2, tempFiles: 1 });
    expect(onDisk(keyOf(kept.url))).toBe(true);
    expect((await t.request({ url: kept.url })).statusCode).toBe(200);
    expect(onDisk(keyOf(crashed.url))).toBe(false);
    expect(onDisk(orphan)).toBe(false);
    expect(onDisk(freshOrphan)).toBe(true);
    expect([existsSync(staleTemp), existsSync(freshTemp)]).toEqual([false, true]);
  });
});
