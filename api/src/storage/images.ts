// Image uploads are checked by their bytes, never by their name or declared type.
import { HttpError } from '../errors';

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The file extension for a JPEG, PNG or WebP image, or a 415 with `message` for anything else. */
export async function imageExtension(content: Buffer, message: string): Promise<string> {
  // file-type is ESM-only and needed only for uploads: loaded on first use.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(content);
  const extension = type ? IMAGE_TYPES[type.mime] : undefined;
  if (!extension) throw new HttpError(415, message);
  return extension;
}
