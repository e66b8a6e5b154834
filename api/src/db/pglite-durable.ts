// PGlite on disk made crash-safe (issue 41): a payment acknowledged to the client is on disk.
//
// What PGlite 0.5 does out of the box, read in its source (dist/pglite.js, the Emscripten glue):
// - `PGlite.defaultStartParams` holds `-F`: PostgreSQL runs with fsync=off.
// - Its Node file system (Emscripten NODEFS) writes through to the OS at once (`fs.writeSync` on a
//   real file descriptor), so a killed process loses nothing the OS has; but nothing ever reaches the
//   disk itself: NODEFS's stream_ops have no `fsync`, so `fsync()` (WASI `fd_sync`, which calls
//   `stream_ops.fsync?.()`) does nothing and answers success, and `fdatasync()`
//   (`__syscall_fdatasync`) is a stub that answers success too. A power cut loses whatever the OS
//   had not written back, acknowledged commits included, even with fsync=on.
// - `O_DSYNC` (Emscripten 4096) is passed on to Node as `O_SYNC`: a file opened so is written
//   through to the disk by the kernel. `O_SYNC` itself (with its extra bit) is refused (EINVAL).
// - `relaxedDurability` only concerns file systems PGlite copies elsewhere after each query
//   (IndexedDB, OPFS); NodeFS's `syncToFs` does nothing either way.
//
// So: fsync=on, and NODEFS gets the `fsync` it lacks (Node's fsyncSync on the real descriptor), so
// PostgreSQL's fsync of WAL segments, data files at checkpoints and directories reaches the disk.
// WAL is written with wal_sync_method=open_datasync: each WAL write is synchronous in the kernel
// (O_DSYNC → O_SYNC), independent of any stub; `fdatasync`, Linux's default method, is the stub above
// and must not be used. synchronous_commit=on: a commit answers only once its WAL is on disk;
// full_page_writes=on: a page torn by a power cut is rebuilt from the WAL.
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The settings, in PostgreSQL's words, that make PGlite on disk crash-safe (docs/operations.md). */
export const DURABLE_SETTINGS = {
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  wal_sync_method: 'open_datasync',
} as const;

/** PGlite's start parameters without `-F` (fsync off), with `settings` after them. */
export function startParamsWith(defaults: readonly string[], settings: Record<string, string>): string[] {
  const params = defaults.filter((param) => param !== '-F');
  for (const [name, value] of Object.entries(settings)) params.push('-c', `${name}=${value}`);
  return params;
}

interface NodeStream {
  nfd?: number;
}
interface NodeFsModule {
  NODEFS: {
    stream_ops: { fsync?: (stream: NodeStream) => number };
    tryFSOperation: <T>(operation: () => T) => T;
  };
}

/**
 * PGlite's NodeFS whose fsync reaches the disk. NODEFS's stream_ops object is shared by every file it
 * opens, so giving it `fsync` before PostgreSQL starts covers them all; an fsync that fails surfaces
 * as the errno PostgreSQL expects (it then stops rather than carry on with data it cannot trust).
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [emscriptenOpts.preRun ?? []].flat();
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...preRun,
          (module: unknown) => {
            const { NODEFS } = module as NodeFsModule;
            NODEFS.stream_ops.fsync = (stream) =>
              NODEFS.tryFSOperation(() => {
                if (stream.nfd !== undefined) fsyncSync(stream.nfd);
                return 0;
              });
          },
        ],
      },
    };
  }
}

/**
 * Syncs every file and folder under `dir` to the disk, deepest first. PGlite copies a new cluster
 * (initdb's output) into its folder without fsync, and PostgreSQL only syncs the files it later
 * writes itself: a power cut soon after the first start could otherwise leave a cluster that
 * cannot start.
 */
export function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(dir);
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
