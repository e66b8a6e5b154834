// `npm run db:backup` / `npm run db:restore` (issue 28): the database (PostgreSQL or PGlite) and
// every stored file in one folder with a manifest of row counts and file checksums; a restore
// goes into an empty database and store and checks both against the manifest.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { dumpDatabase, loadDatabase } from './database-dump';
import { dumpFiles, loadFiles, uploadsOf, type BackedUpFile } from './files-dump';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** rows per table right after the dump */
  tables: Record<string, number>;
  files: BackedUpFile[];
}

export const MANIFEST = 'manifest.json';

export async function backup(config: Config, folder: string): Promise<BackupManifest> {
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(`${folder} is not empty: back up into a new folder.`);
  }
  mkdirSync(folder, { recursive: true });
  const tables = await dumpDatabase(config, folder);
  const files = await dumpFiles(await uploadsOf(config), folder);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'pglite',
    tables,
    files,
  };
  await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** tables whose restored row count differs from the manifest (writes during the backup) */
  differences: Array<{ table: string; backedUp: number; restored: number }>;
}

export async function restore(config: Config, folder: string): Promise<RestoreResult> {
  const manifestPath = join(folder, MANIFEST);
  if (!existsSync(manifestPath))
    throw new Error(`${folder} holds no ${MANIFEST}: give the folder db:backup wrote.`);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BackupManifest;
  const uploads = await uploadsOf(config);
  if ((await uploads.list()).length > 0)
    throw new Error('The file store is not empty: restore into an empty one.');
  const restored = await loadDatabase(config, folder, manifest.database);
  await loadFiles(uploads, config, folder, manifest.files);
  const tables = new Set([...Object.keys(manifest.tables), ...Object.keys(restored)]);
  const differences = [...tables]
    .map((table) => ({ table, backedUp: manifest.tables[table] ?? 0, restored: restored[table] ?? 0 }))
    .filter((row) => row.backedUp !== row.restored);
  return { manifest, differences };
}
