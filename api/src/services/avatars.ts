// Avatar and profile photo files: checked by their bytes, stored under generated names.
import type { Deps } from '../deps';
import { imageExtension } from '../storage/images';

export const AVATAR_TYPE = 'Avatar must be a JPEG, PNG or WebP image.';
export const AVATAR_TOO_LARGE = 'Avatar must be 5 MB or smaller.';

/**
 * Stores the new image (if any) and runs `write` with its key. If `write` fails, the new file is
 * removed again; if it succeeds, the replaced file (`previous`) is removed. Nothing is left behind.
 */
export async function withNewImage<T>(
  deps: Deps,
  content: Buffer | null,
  previous: string | null,
  write: (key: string | null) => Promise<T>,
  typeMessage = AVATAR_TYPE,
): Promise<T> {
  if (!content) return write(null);
  const extension = await imageExtension(content, typeMessage);
  const key = await deps.storage.save('avatars', extension, content);
  let result: T;
  try {
    result = await write(key);
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
  if (previous) await deps.storage.remove(previous);
  return result;
}
