// The hourly sweep of files nobody keeps (docs/operations.md "Files and retention"): stored files that no live
// row names (retention.ts) once they are an hour old, and temporary upload files an hour old (an
// upload still streaming writes to its file, so its time keeps moving). The hour leaves a new
// upload time to commit the row that names it. Removing a file twice is harmless, so every server
// may run it; like the billing job it takes an advisory lock, here only so that servers sharing one
// store do not all check the same files at the same moment (one skips that hour).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Uploads } from './uploads';
import { liveKeys } from './retention';
import { runEvery } from '../run-every';

/** Any constant, the same on every server, distinct from the billing job's. */
const SWEEP_LOCK = 7_316_202_513;
export const ORPHAN_AGE_MS = 3_600_000;

export interface FileSweepDeps {
  db: Db;
  uploads: Uploads;
  log?: { error: (object: unknown, message: string) => void };
}

export interface FileSweepResult {
  /** false when another server was checking the stored files: only temporary files were swept */
  ran: boolean;
  orphans: number;
  tempFiles: number;
}

/** One sweep; files written less than `minAgeMs` before `now` are left alone. */
export async function sweepFiles(
  deps: FileSweepDeps,
  options: { now?: Date; minAgeMs?: number } = {},
): Promise<FileSweepResult> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.minAgeMs ?? ORPHAN_AGE_MS));
  // Temporary files live in this server's own DATA_DIR: each server sweeps its own.
  const tempFiles = await deps.uploads.removeStaleTemp(before);
  const candidates = (await deps.uploads.list())
    .filter((entry) => entry.modifiedAt < before)
    .map((entry) => entry.key);
  const live = await deps.db.transaction(async (tx) => {
    // PGlite and node-postgres both answer { rows }.
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`)) as {
      rows: Array<{ locked: boolean }>;
    };
    return result.rows[0]?.locked ? liveKeys(tx, candidates) : null;
  });
  if (!live) return { ran: false, orphans: 0, tempFiles };
  const orphans = candidates.filter((key) => !live.has(key));
  await Promise.all(orphans.map((key) => deps.uploads.remove(key)));
  return { ran: true, orphans: orphans.length, tempFiles };
}

/** Runs the sweep now and then every `everyMs` (an hour), one run at a time (services/run-every.ts). */
export function scheduleFileSweep(deps: FileSweepDeps, everyMs = ORPHAN_AGE_MS) {
  return runEvery(
    () => sweepFiles(deps),
    everyMs,
    (error) => deps.log?.error({ err: error }, 'The file sweep failed'),
  );
}
