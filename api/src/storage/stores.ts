// Where uploaded files live: the local disk under DATA_DIR (the default), or an S3-compatible store
// when S3_URL is set, so that every server of a cluster reads what any of them stored.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { createLocalStorage, type Storage } from './local';
import { createS3Client, createS3Storage } from './s3';

export interface FileStores {
  publicFiles: Storage;
  privateFiles: Storage;
  /** the folder public files are served from by the static file server; null when they are on S3 */
  publicFilesFolder: string | null;
}

export function createFileStores(config: Config): FileStores {
  if (config.s3) {
    const client = createS3Client(config.s3);
    return {
      publicFiles: createS3Storage(client, config.s3.bucket, 'uploads'),
      privateFiles: createS3Storage(client, config.s3.bucket, 'private-files'),
      publicFilesFolder: null,
    };
  }
  // Public uploads are served at /uploads/; private ones live outside that folder.
  const uploadsRoot = join(config.dataDir, 'uploads');
  const privateFilesRoot = join(config.dataDir, 'private-files');
  mkdirSync(uploadsRoot, { recursive: true });
  mkdirSync(privateFilesRoot, { recursive: true });
  return {
    publicFiles: createLocalStorage(uploadsRoot),
    privateFiles: createLocalStorage(privateFilesRoot),
    publicFilesFolder: uploadsRoot,
  };
}
