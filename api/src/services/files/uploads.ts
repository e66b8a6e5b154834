// One upload service for every kind of file: each kind has a folder, a visibility, the types it
// accepts (checked by the bytes, never the name or declared type) and a size limit. Files are
// stored under generated names. Public kinds are served at /uploads/<key>; private ones live in
// another folder and are served only by routes that check the session and scope (routes/files.ts).
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { fileTooLargeMessage, fileTypeMessage } from '@pgportal/contracts/messages';
import type { FileRef } from '@pgportal/contracts/types';
import type { Storage, StoredEntry } from '../../storage/local';
import { receiveFile, removeStaleTempFiles, type ReceivedFile, type UploadSource } from './receive';
import { createUploadSlots, type UploadSlots } from './upload-slots';

export type { ReceivedFile } from './receive';

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
  avatar: kind('avatars', 'Avatar', 'public', IMAGES, IMAGES_TEXT, UPLOAD_LIMIT_MB.avatar),
  profilePhoto: kind(
    'profile-photos',
    'Profile photo',
    'public',
    IMAGES,
    IMAGES_TEXT,
    UPLOAD_LIMIT_MB.profilePhoto,
  ),
  propertyImage: kind(
    'property-images',
    'Property image',
    'public',
    IMAGES,
    IMAGES_TEXT,
    UPLOAD_LIMIT_MB.propertyImage,
  ),
  roomImage: kind('room-images', 'Room image', 'public', IMAGES, IMAGES_TEXT, UPLOAD_LIMIT_MB.roomImage),
  // Complaint photos show inside tenants' rooms: only staff in scope and the tenant may see them.
  complaintImage: kind(
    'complaint-images',
    'Complaint image',
    'private',
    IMAGES,
    IMAGES_TEXT,
    UPLOAD_LIMIT_MB.complaintImage,
  ),
  // A tenant's proof of a UPI payment: only staff in scope and the tenant may see it.
  paymentScreenshot: kind(
    'payment-screenshots',
    'Screenshot',
    'private',
    IMAGES,
    IMAGES_TEXT,
    UPLOAD_LIMIT_MB.paymentScreenshot,
  ),
  // A room's meter photo (issue 25): staff in scope and the tenants who share its periods.
  meterPhoto: kind('meter-photos', 'Meter photo', 'private', IMAGES, IMAGES_TEXT, UPLOAD_LIMIT_MB.meterPhoto),
  // Evidence of an exit statement's deduction (issue 24): staff in scope and the tenant only.
  exitPhoto: kind('exit-photos', 'Photo', 'private', IMAGES, IMAGES_TEXT, UPLOAD_LIMIT_MB.exitPhoto),
  // A notice's image (issue 27): staff in scope and the tenants of the notice's property.
  noticeImage: kind(
    'notice-images',
    'Notice image',
    'private',
    IMAGES,
    IMAGES_TEXT,
    UPLOAD_LIMIT_MB.noticeImage,
  ),
  legalDocument: kind(
    'legal-documents',
    'Legal document',
    'private',
    { 'application/pdf': 'pdf', ...IMAGES },
    'a PDF or a JPEG, PNG or WebP image',
    UPLOAD_LIMIT_MB.legalDocument,
  ),
  // A property's expense bill (issue 26): staff of the property only, like legal documents.
  expenseBill: kind(
    'expense-bills',
    'Bill',
    'private',
    { 'application/pdf': 'pdf', ...IMAGES },
    'a PDF or a JPEG, PNG or WebP image',
    UPLOAD_LIMIT_MB.expenseBill,
  ),
  // A bank statement to reconcile (issue 23): read while the request lasts, never stored. Text (CSV,
  // tab-separated) has no signature the sniffer knows (''); Excel is a ZIP (.xlsx) or an OLE2
  // compound file (.xls). Anything else it recognises (a PDF, an image) is refused.
  bankStatement: kind(
    'bank-statements',
    'Bank statement',
    'private',
    {
      '': 'csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
      'application/zip': 'xlsx',
      'application/x-cfb': 'xls',
    },
    'the CSV or Excel file your bank exports',
    UPLOAD_LIMIT_MB.bankStatement,
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
  /**
   * Streams a file of `kind` to a temporary file, checking its size while it streams (413) and
   * then its bytes (415). `emptyIsNone`: an empty file is null (a browser's empty file input).
   */
  receive: (kind: UploadKind, source: UploadSource, emptyIsNone?: boolean) => Promise<ReceivedFile | null>;
  /** Moves a received file of `kind` into place under a generated name; returns its key. */
  store: (kind: UploadKind, file: ReceivedFile) => Promise<string>;
  /** Deletes a received file's temporary file (none left once stored). */
  discard: (file: ReceivedFile) => Promise<void>;
  /** Puts a temporary file back under its own key, in its kind's store (a restore from backup). */
  restore: (key: string, tempPath: string) => Promise<void>;
  /** Removes a stored file; null or a missing file is not an error. */
  remove: (key: string | null) => Promise<void>;
  /** A stored file to send back, or null when the key names none. */
  open: (key: string) => Promise<StoredFile | null>;
  /** Every stored file of every kind, with when it was written (the orphan sweep). */
  list: () => Promise<StoredEntry[]>;
  /** Removes temporary files last written before `before`; how many. */
  removeStaleTemp: (before: Date) => Promise<number>;
  /** uploads in flight per caller (services/files/upload-slots.ts) */
  slots: UploadSlots;
}

export interface UploadStores {
  publicFiles: Storage;
  privateFiles: Storage;
  /** where uploads stream first: under DATA_DIR, on the stores' file system */
  tempDir: string;
}

/** Public kinds go to `publicFiles` (served at /uploads/), private kinds to `privateFiles`. */
export function createUploads(stores: UploadStores, slots: UploadSlots = createUploadSlots()): Uploads {
  const storageOf = (name: UploadKind) =>
    UPLOAD_KINDS[name].visibility === 'public' ? stores.publicFiles : stores.privateFiles;
  const storageOfKey = (key: string) => {
    const name = kindOfKey(key);
    return name ? { name, files: storageOf(name) } : null;
  };
  return {
    receive: (name, source, emptyIsNone = false) =>
      receiveFile(stores.tempDir, name, UPLOAD_KINDS[name], source, emptyIsNone),
    store: async (name, file) => {
      if (file.kind !== name) throw new Error(`A ${file.kind} file cannot be stored as ${name}`);
      return storageOf(name).adopt(UPLOAD_KINDS[name].folder, file.extension, file.path);
    },
    discard: async (file) => {
      await rm(file.path, { force: true });
    },
    restore: async (key, tempPath) => {
      const found = storageOfKey(key);
      if (!found) throw new Error(`No upload kind stores ${key}`);
      await found.files.put(key, tempPath);
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
    list: async () => {
      const lists = await Promise.all(
        KIND_NAMES.map((name) => storageOf(name).list(UPLOAD_KINDS[name].folder)),
      );
      return lists.flat();
    },
    removeStaleTemp: (before) => removeStaleTempFiles(stores.tempDir, before),
    slots,
  };
}

/**
 * Stores `file` (when given) as `kind`, then runs `write` with its key. `write` changes the row
 * in one transaction, locking it (SELECT … FOR UPDATE) to read the key it named before, and returns
 * that key: the replaced file is removed after the change is committed, so concurrent writers each
 * remove exactly the file they replaced. If `write` fails, the new file is removed instead.
 */
export async function withUploadedFile<T>(
  uploads: Uploads,
  kind: UploadKind,
  file: ReceivedFile | null,
  write: (key: string | null) => Promise<{ result: T; replacedKey: string | null }>,
): Promise<T> {
  const key = file ? await uploads.store(kind, file) : null;
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
