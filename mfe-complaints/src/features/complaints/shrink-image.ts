// Photos over the upload limit are made smaller in the browser before they are sent (issue 22),
// with browser-image-compression: it scales the picture down and lowers its quality step by step
// until the file is under the size asked for. On the main thread: its Web Worker would load the
// library from a CDN, which the portal's Content-Security-Policy (rightly) refuses.
import imageCompression from 'browser-image-compression';
import { MAX_IMAGE_BYTES } from '@pgportal/ui/forms';

/** The size aimed at, under the API's 5 MB with room to spare. */
const TARGET_MB = 4.5;
/** Enough for a photo of a leak or a broken switch; a phone's 4000 px photo shrinks at once. */
const MAX_SIDE = 2560;

export const isOverLimit = (file: File) => file.size > MAX_IMAGE_BYTES;

/** The file under the limit: itself when it already is, else a smaller copy (same name and type); null when it cannot be. */
export async function shrinkImage(file: File): Promise<File | null> {
  if (!isOverLimit(file)) return file;
  try {
    const smaller = await imageCompression(file, {
      maxSizeMB: TARGET_MB,
      maxWidthOrHeight: MAX_SIDE,
      initialQuality: 0.9,
      useWebWorker: false,
    });
    if (isOverLimit(smaller)) return null;
    return new File([smaller], file.name, {
      type: smaller.type || file.type,
      lastModified: file.lastModified,
    });
  } catch {
    // A picture the browser cannot decode cannot be made smaller either.
    return null;
  }
}

/** Each file under the limit, and the names of those that could not be brought under it. */
export async function shrinkImages(files: readonly File[]): Promise<{ ready: File[]; refused: string[] }> {
  const ready: File[] = [];
  const refused: string[] = [];
  // One at a time: each decodes a full-size picture in memory.
  for (const file of files) {
    const result = await shrinkImage(file);
    if (result) ready.push(result);
    else refused.push(file.name);
  }
  return { ready, refused };
}
