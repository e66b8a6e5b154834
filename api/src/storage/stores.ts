// Where uploaded files live: the local disk under DATA_DIR (the default), or an S3-compatible store
// when S3_URL is set, so that every server of a cluster reads what any of them stored.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { createLocalStorage, type Storage } from './local';

export interface FileStores {
  publicFiles: Storage;
  privateFiles: Storage;
  /** the folder public files are served from by the static file server; null when they are on S3 */
  publicFilesFolder: string | null;
}

export async function createFileStores(config: Config): Promise<FileStores> {
  if (config.s3) {
    // The AWS SDK loads only for a server that uses it.
    const { createS3Client, createS3Storage } = await import('./s3');
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
