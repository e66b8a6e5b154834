// Files on an S3-compatible store (S3_URL, issue 28): two servers on one database and one store
// read what either stored; public kinds are still served at /uploads/, private ones only through
// their session-checked route. A real s3rver on loopback; no mock of the SDK.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { UploadKind } from '../src/services/files/uploads';
import { PDF, PNG } from './fixtures';
import { createTestApp, databases, ORIGIN, type TestApp } from './helpers';
import { startS3Server, type S3TestServer } from './s3-server';

const text = async (stream: NodeJS.ReadableStream) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
};

describe.each(databases)('files on an S3-compatible store on $name', (database) => {
  let s3: S3TestServer;
  let first: TestApp;
  let second: FastifyInstance;
  let secondDataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    first = await createTestApp(database, { env: { S3_URL: s3.url } });
    secondDataDir = mkdtempSync(join(tmpdir(), 'pgportal-api-second-'));
    second = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: 'test', DATA_DIR: secondDataDir, PUBLIC_URL: ORIGIN, S3_URL: s3.url }),
        loginFloorMs: 0,
      },
      database: first.database,
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await s3.close();
    rmSync(secondDataDir, { recursive: true, force: true });
  });

  const store = async (app: FastifyInstance, kind: UploadKind, content: Buffer) => {
    const received = await app.deps.uploads.receive(kind, Readable.from([content]));
    return app.deps.uploads.store(kind, received!);
  };

  it('reads through one server what the other stored, and nothing stays on either disk', async () => {
    const document = await store(first.app, 'legalDocument', PDF);
    const opened = await second.deps.uploads.open(document);
    expect(opened?.contentType).toBe('application/pdf');
    expect(await text(opened!.stream)).toEqual(PDF);
    expect(readdirSync(join(first.dataDir, 'upload-temp'))).toEqual([]);
    expect(readdirSync(first.dataDir)).not.toContain('private-files');
  });

  it('serves a public kind at /uploads/ from the store on every server, and never a private one', async () => {
    const image = await store(first.app, 'propertyImage', PNG);
    const served = await second.inject({ url: `/uploads/${image}`, headers: { host: 'localhost:3000' } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload).toEqual(PNG);
    expect(served.headers['cache-control']).toContain('immutable');

    const document = await store(first.app, 'legalDocument', PDF);
    expect((await first.request({ url: `/uploads/${document}` })).statusCode).toBe(404);
    expect((await first.request({ url: '/uploads/avatars/not-a-name.png' })).statusCode).toBe(404);
  });

  it('lists, removes, and answers null for a file that is not there', async () => {
    const files = first.app.deps.uploads;
    const image = await store(first.app, 'roomImage', PNG);
    const folder = image.split('/')[0]!;
    expect((await files.list()).map((entry) => entry.key)).toContain(image);
    expect(await files.open(image)).not.toBeNull();
    await files.remove(image);
    expect((await files.list()).map((entry) => entry.key)).not.toContain(image);
    expect(await files.open(image)).toBeNull();
    expect(await files.open(`${folder}/00000000-0000-4000-8000-000000000000.png`)).toBeNull();
  });
});
