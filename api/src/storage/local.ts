// Files on local disk under a root folder, addressed by keys such as avatars/<uuid>.png.
// Only generated names are ever written; keys never come from the client unchecked.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredEntry {
  key: string;
  /** when the file was last written: a file only becomes an orphan some time after it was stored */
  modifiedAt: Date;
}

export interface Storage {
  /** the folder under which keys live */
  root: string;
  /**
   * Moves a finished temporary file (under DATA_DIR, so on the same file system: a rename) into
   * `folder` under a generated name; returns its key.
   */
  adopt: (folder: string, extension: string, tempPath: string) => Promise<string>;
  /** Moves a temporary file into place under `key` itself (a restore); replaces what was there. */
  put: (key: string, tempPath: string) => Promise<void>;
  /** Removes a stored file; a missing file is not an error. */
  remove: (key: string) => Promise<void>;
  /** The stored file's bytes and size, or null when there is no such file. */
  open: (key: string) => Promise<{ stream: Readable; size: number } | null>;
  /** Every file stored in `folder` (the orphan sweep). */
  list: (folder: string) => Promise<StoredEntry[]>;
}

/** A rename, or a copy when DATA_DIR's folders are on different file systems (EXDEV). */
async function move(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Storage key outside the storage folder: ${key}`);
    return path;
  };
  const put = async (key: string, tempPath: string) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await move(tempPath, path);
  };
  return {
    root,
    adopt: async (folder, extension, tempPath) => {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await put(key, tempPath);
      return key;
    },
    put,
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    open: async (key) => {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return { stream: createReadStream(path), size: found.size };
    },
    list: async (folder) => {
      const names = await readdir(pathOf(folder)).catch(() => [] as string[]);
      const entries: StoredEntry[] = [];
      for (const name of names) {
        const found = await stat(pathOf(`${folder}/${name}`)).catch(() => null);
        if (found?.isFile()) entries.push({ key: `${folder}/${name}`, modifiedAt: found.mtime });
      }
      return entries;
    },
  };
}
