// Files on local disk under DATA_DIR/uploads, addressed by keys such as avatars/<uuid>.png.
// Only generated names are ever written; keys never come from the client.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export interface Storage {
  /** the folder under which keys live */
  root: string;
  /** Writes a new file under a generated name in `folder`; returns its key. */
  save: (folder: string, extension: string, content: Buffer) => Promise<string>;
  /** Removes a stored file; a missing file is not an error. */
  remove: (key: string) => Promise<void>;
}

/** The URL a public key is served at (see plugins/front-end.ts for the routes). */
export const publicUrl = (key: string) => `/uploads/${key}`;

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Storage key outside the uploads folder: ${key}`);
    return path;
  };
  return {
    root,
    save: async (folder, extension, content) => {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content, { flag: 'wx' });
      return key;
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}
