// Files on an S3-compatible store (S3_URL), for more than one server: every server reads what any
// of them stored. Keys are the same as on local disk, under a prefix per store (uploads/,
// private-files/). Only generated names are ever written.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import type { Storage, StoredEntry } from './local';

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.pathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: the default streams uploads as aws-chunked with a
    // trailing checksum, which not every S3-compatible store understands.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** A store of `bucket` whose keys live under `prefix` (e.g. 'uploads'). */
export function createS3Storage(client: S3Client, bucket: string, prefix: string): Storage {
  const objectKey = (key: string) => {
    if (key.split('/').some((part) => part === '..' || part === '')) {
      throw new Error(`Storage key outside the storage folder: ${key}`);
    }
    return `${prefix}/${key}`;
  };
  const put = async (key: string, tempPath: string) => {
    const { size } = await stat(tempPath);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        Body: createReadStream(tempPath),
        ContentLength: size,
      }),
    );
    await rm(tempPath, { force: true });
  };
  return {
    root: `s3://${bucket}/${prefix}`,
    adopt: async (folder, extension, tempPath) => {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await put(key, tempPath);
      return key;
    },
    put,
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    open: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    list: async (folder) => {
      const entries: StoredEntry[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${objectKey(folder)}/`,
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          entries.push({
            key: item.Key.slice(prefix.length + 1),
            modifiedAt: item.LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return entries;
    },
  };
}
