// PGlite has no lock on its data directory: two processes on one folder silently lose rows.
// DATA_DIR/pglite.lock holds the pid of the server using it; a lock whose process is gone is stale.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Locks taken by this process, so that a second open from the same process is refused too. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function createExclusive(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function acquireDataDirLock(dataDir: string): { file: string; release: () => void } {
  const file = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (createExclusive(file)) {
      held.add(file);
      let released = false;
      return {
        file,
        release: () => {
          if (released) return;
          released = true;
          held.delete(file);
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    }
    const pid = readPid(file);
    const inUse = pid !== null && (pid === process.pid ? held.has(file) : isAlive(pid));
    if (inUse) {
      throw new DataDirLockedError(
        `Another PG Portal server (pid ${pid}) is using ${dataDir}. Stop it or set DATA_DIR to another folder.`,
      );
    }
    // Stale: its process is gone (or the file is unreadable). Take it over.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: another process keeps taking ${file}.`);
}
