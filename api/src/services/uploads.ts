// One upload service for every kind of file: each kind has a folder, a visibility, the types it
// accepts (checked by the bytes, never the name or declared type) and a size limit. Files are
// stored under generated names. Public kinds are served at /uploads/<key>; private ones live in
// another folder and are served only by routes that check the session and scope (routes/files.ts).
import type { Readable } from 'node:stream';
import { fileTooLargeMessage, fileTypeMessage } from '@pgportal/contracts/messages';
import type { FileRef } from '@pgportal/contracts/types';
import { payloadTooLarge, unsupportedMediaType } from '../errors';
import type { Storage } from '../storage/local';

const MB = 1024 * 1024;
const IMAGES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const IMAGES_TEXT = 'a JPEG, PNG or WebP image';

interface UploadKindSpec {
  folder: string;
  visibility: 'public' | 'private';
  /** MIME type (as the bytes say) -> stored extension */
  accepts: Readonly<Record<string, string>>;
  maxBytes: number;
  /** the 415 and 413 messages */
  wrongType: string;
  tooLarge: string;
}

function kind(
  folder: string,
  label: string,
  visibility: UploadKindSpec['visibility'],
  accepts: UploadKindSpec['accepts'],
  acceptedText: string,
  maxMegabytes: number,
): UploadKindSpec {
  return {
    folder,
    visibility,
    accepts,
    maxBytes: maxMegabytes * MB,
    wrongType: fileTypeMessage(label, acceptedText),
    tooLarge: fileTooLargeMessage(label, maxMegabytes),
  };
}

/** DESIGN §4: images (jpeg, png, webp) up to 5 MB; legal documents (PDF or image) up to 10 MB. */
export const UPLOAD_KINDS = {
  avatar: kind('avatars', 'Avatar', 'public', IMAGES, IMAGES_TEXT, 5),
  profilePhoto: kind('profile-photos', 'Profile photo', 'public', IMAGES, IMAGES_TEXT, 5),
  propertyImage: kind('property-images', 'Property image', 'public', IMAGES, IMAGES_TEXT, 5),
  roomImage: kind('room-images', 'Room image', 'public', IMAGES, IMAGES_TEXT, 5),
  // Complaint photos show inside tenants' rooms: only staff in scope and the tenant may see them.
  complaintImage: kind('complaint-images', 'Complaint image', 'private', IMAGES, IMAGES_TEXT, 5),
  legalDocument: kind(
    'legal-documents',
    'Legal document',
    'private',
    { 'application/pdf': 'pdf', ...IMAGES },
    'a PDF or a JPEG, PNG or WebP image',
    10,
  ),
} as const satisfies Record<string, UploadKindSpec>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

const KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** The kind a stored key belongs to (its folder), or null for a key no kind makes. */
export function kindOfKey(key: string): UploadKind | null {
  const folder = key.split('/')[0];
  return KIND_NAMES.find((name) => UPLOAD_KINDS[name].folder === folder) ?? null;
}

export const PUBLIC_FOLDERS = KIND_NAMES.filter((name) => UPLOAD_KINDS[name].visibility === 'public').map(
  (name) => UPLOAD_KINDS[name].folder,
);

/** Where a stored file is fetched: /uploads/<key> when public, the checked files route when private. */
export function fileUrl(key: string): string {
  const found = kindOfKey(key);
  return found && UPLOAD_KINDS[found].visibility === 'private' ? `/api/v1/files/${key}` : `/uploads/${key}`;
}

export const fileRef = (key: string | null): FileRef | null => (key ? { url: fileUrl(key) } : null);

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface Uploads {
  /** Checks the bytes and size for `kind` (415, 413) and stores the file; returns its key. */
  store: (kind: UploadKind, content: Buffer) => Promise<string>;
  /** Removes a stored file; null or a missing file is not an error. */
  remove: (key: string | null) => Promise<void>;
  /** A stored file to send back, or null when the key names none. */
  open: (key: string) => Promise<StoredFile | null>;
}

async function sniffedMime(content: Buffer): Promise<string | undefined> {
  // file-type is ESM-only and needed only for uploads: loaded on first use.
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(content))?.mime;
}

/** Public kinds go to `publicFiles` (served at /uploads/), private kinds to `privateFiles`. */
export function createUploads(storage: { publicFiles: Storage; privateFiles: Storage }): Uploads {
  const storageOf = (name: UploadKind) =>
    UPLOAD_KINDS[name].visibility === 'public' ? storage.publicFiles : storage.privateFiles;
  const storageOfKey = (key: string) => {
    const name = kindOfKey(key);
    return name ? { name, files: storageOf(name) } : null;
  };
  return {
    store: async (name, content) => {
      const spec = UPLOAD_KINDS[name];
      if (content.length > spec.maxBytes) throw payloadTooLarge(spec.tooLarge);
      const accepts: Record<string, string | undefined> = spec.accepts;
      const extension = accepts[(await sniffedMime(content)) ?? ''];
      if (!extension) throw unsupportedMediaType(spec.wrongType);
      return storageOf(name).save(spec.folder, extension, content);
    },
    remove: async (key) => {
      if (key) await storageOfKey(key)?.files.remove(key);
    },
    open: async (key) => {
      const found = storageOfKey(key);
      if (!found) return null;
      const extension = key.slice(key.lastIndexOf('.') + 1);
      const accepts: Record<string, string> = UPLOAD_KINDS[found.name].accepts;
      const contentType = Object.keys(accepts).find((mime) => accepts[mime] === extension);
      const file = contentType ? await found.files.open(key) : null;
      return file && contentType ? { ...file, contentType } : null;
    },
  };
}

/**
 * Stores `content` (when given) as `kind`, then runs `write` with its key. `write` changes the row
 * in one transaction, locking it (SELECT … FOR UPDATE) to read the key it named before, and returns
 * that key: the replaced file is removed after the change is committed, so concurrent writers each
 * remove exactly the file they replaced. If `write` fails, the new file is removed instead.
 */
export async function withUploadedFile<T>(
  uploads: Uploads,
  kind: UploadKind,
  content: Buffer | null,
  write: (key: string | null) => Promise<{ result: T; replacedKey: string | null }>,
): Promise<T> {
  const key = content ? await uploads.store(kind, content) : null;
  let outcome: { result: T; replacedKey: string | null };
  try {
    outcome = await write(key);
  } catch (error) {
    await uploads.remove(key);
    throw error;
  }
  if (outcome.replacedKey !== key) await uploads.remove(outcome.replacedKey);
  return outcome.result;
}

/** readForm's limits for a form carrying up to `maxFiles` files of `kind`. */
export function formLimits(kind: UploadKind, maxFiles: number) {
  const { maxBytes, tooLarge } = UPLOAD_KINDS[kind];
  return { maxFileBytes: maxBytes, maxFiles, fileTooLarge: tooLarge };
}
