// An upload is streamed to a temporary file (DATA_DIR/upload-temp/<uuid>.part, on the same file
// system as the stores, so moving it into place is a rename) with its size limit enforced while it
// streams; its type is then sniffed from its bytes. Only a chunk at a time is ever in memory.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { payloadTooLarge, unsupportedFileType } from '../../errors';

/** A finished temporary file, checked; Uploads.store moves it into place. */
export interface ReceivedFile {
  /** the upload kind it was checked as (services/uploads.ts) */
  kind: string;
  path: string;
  /** the stored extension its sniffed type maps to */
  extension: string;
  size: number;
}

/** A file stream; busboy's sets `truncated` when it stopped at its `fileSize` limit. */
export type UploadSource = Readable & { truncated?: boolean };

export interface ReceiveRules {
  maxBytes: number;
  /** MIME type (as the bytes say) -> stored extension */
  accepts: Readonly<Record<string, string>>;
  tooLarge: string;
  wrongType: string;
}

const TEMP_SUFFIX = '.part';

async function sniffedMime(path: string): Promise<string | undefined> {
  // file-type is ESM-only and needed only for uploads: loaded on first use. It reads only the
  // bytes it needs from the file.
  const { fileTypeFromFile } = await import('file-type');
  return (await fileTypeFromFile(path))?.mime;
}

/** Counts the bytes going through and fails (413) past `maxBytes`, whatever the source says. */
function sizeLimit(maxBytes: number, tooLarge: string, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) done(payloadTooLarge(tooLarge));
      else done(null, chunk);
    },
  });
}

/**
 * Streams `source` to a new temporary file in `tempDir` and checks it: 413 when it is larger than
 * the rules allow (the partial file is deleted), 415 when its bytes are not an accepted type. An
 * empty file is `null` when `emptyIsNone` (a browser's empty file input), else 415.
 */
export async function receiveFile(
  tempDir: string,
  kind: string,
  rules: ReceiveRules,
  source: UploadSource,
  emptyIsNone = false,
): Promise<ReceivedFile | null> {
  await mkdir(tempDir, { recursive: true });
  const path = join(tempDir, `${randomUUID()}${TEMP_SUFFIX}`);
  const counted = { bytes: 0 };
  const file = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(source, sizeLimit(rules.maxBytes, rules.tooLarge, counted), file);
    if (source.truncated) throw payloadTooLarge(rules.tooLarge);
    if (counted.bytes === 0 && emptyIsNone) {
      await rm(path, { force: true });
      return null;
    }
    const extension = rules.accepts[(await sniffedMime(path)) ?? ''];
    if (!extension) throw unsupportedFileType(rules.wrongType);
    return { kind, path, extension, size: counted.bytes };
  } catch (error) {
    // A refusal can come before the file is even opened: wait until the stream has opened and
    // closed it, or the file would appear after the rm (a leftover seen on a loaded machine).
    if (!file.closed) await once(file, 'close').catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
}

/** Removes temporary files last written before `before` (uploads a crash or a lost request left). */
export async function removeStaleTempFiles(tempDir: string, before: Date): Promise<number> {
  const names = await readdir(tempDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(TEMP_SUFFIX))) {
    const path = join(tempDir, name);
    const found = await stat(path).catch(() => null);
    if (found?.isFile() && found.mtime < before) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
