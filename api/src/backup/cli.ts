// `npm run db:backup [folder]` and `npm run db:restore <folder>`, with the server's environment
// (DATABASE_URL or DATA_DIR, S3_URL). Stop the server first when it runs on PGlite.
import { join, resolve } from 'node:path';
import { loadConfig, REPO_ROOT } from '../config';
import { backup, restore } from './backup';

async function main() {
  const [command, given] = process.argv.slice(2);
  // npm runs this in api/: a folder is taken from where the user typed the command.
  const folderArgument = given ? resolve(process.env.INIT_CWD ?? process.cwd(), given) : undefined;
  const config = loadConfig(process.env);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const folder = folderArgument ?? join(REPO_ROOT, 'backups', `pgportal-${stamp}`);
    const manifest = await backup(config, folder);
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backed up ${manifest.database}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.files.length} files, into ${folder}`,
    );
    return;
  }
  if (command === 'restore' && folderArgument) {
    const { manifest, differences } = await restore(config, folderArgument);
    console.log(
      `Restored ${manifest.database} from ${folderArgument} (${manifest.createdAt}): ${manifest.files.length} files, checksums match.`,
    );
    for (const row of differences) {
      console.log(
        `  ${row.table}: ${row.restored} rows restored, ${row.backedUp} counted at backup time (written during the backup)`,
      );
    }
    return;
  }
  console.error('Usage: npm run db:backup [folder] | npm run db:restore <folder>');
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
