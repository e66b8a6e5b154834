// Files on local disk under a root folder, addressed by keys such as avatars/<uuid>.png.
// Only generated names are ever written; keys never come from the client unchecked.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface Storage {
  /** the folder under which keys live */
  root: string;
  /** Writes a new file under a generated name in `folder`; returns its key. */
  save: (folder: string, extension: string, content: Buffer) => Promise<string>;
  /** Removes a stored file; a missing file is not an error. */
  remove: (key: string) => Promise<void>;
  /** The stored file's bytes and size, or null when there is no such file. */
  open: (key: string) => Promise<{ stream: Readable; size: number } | null>;
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Storage key outside the storage folder: ${key}`);
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
    open: async (key) => {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return { stream: createReadStream(path), size: found.size };
    },
  };
}
