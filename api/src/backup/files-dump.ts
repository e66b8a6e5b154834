// The files part of a backup: every stored upload (local disk or S3), copied into files/<key> with
// its SHA-256, and put back under the same key on restore after its checksum is checked.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { createUploads, type Uploads } from '../services/files/uploads';
import { createFileStores } from '../storage/stores';

export interface BackedUpFile {
  key: string;
  size: number;
  sha256: string;
}

export async function uploadsOf(config: Config): Promise<Uploads> {
  const tempDir = join(config.dataDir, 'upload-temp');
  mkdirSync(tempDir, { recursive: true });
  return createUploads({ ...(await createFileStores(config)), tempDir });
}

async function hashOf(path: string) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

export async function dumpFiles(uploads: Uploads, folder: string): Promise<BackedUpFile[]> {
  const files: BackedUpFile[] = [];
  for (const { key } of (await uploads.list()).sort((a, b) => a.key.localeCompare(b.key))) {
    const file = await uploads.open(key);
    if (!file) continue;
    const path = join(folder, 'files', key);
    mkdirSync(dirname(path), { recursive: true });
    await pipeline(file.stream, createWriteStream(path));
    files.push({ key, size: file.size, sha256: await hashOf(path) });
  }
  return files;
}

export async function loadFiles(uploads: Uploads, config: Config, folder: string, files: BackedUpFile[]) {
  for (const file of files) {
    const source = join(folder, 'files', file.key);
    if ((await hashOf(source)) !== file.sha256) {
      throw new Error(`${source} does not match the checksum the backup recorded: the backup is damaged.`);
    }
    const temp = join(config.dataDir, 'upload-temp', `restore-${randomUUID()}`);
    await pipeline(createReadStream(source), createWriteStream(temp));
    await uploads.restore(file.key, temp);
  }
}
