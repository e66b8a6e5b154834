// `npm run keys:rotate` and `npm run keys:list` (issue 44), with the server's environment
// (DATABASE_URL or DATA_DIR): a new key signs the verify QR codes from now on, and every key made
// before stays published and keeps verifying the papers it signed. On PGlite, stop the server
// first: one process opens its folder at a time (the lock says so).
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { publicKeys, rotateSigningKey } from './keys';

const USAGE = 'Usage: npm run keys:rotate | npm run keys:list';

async function main() {
  const [command] = process.argv.slice(2);
  if (command !== 'rotate' && command !== 'list') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase(loadConfig(process.env));
  try {
    // the same schema the server would find: a database no server has opened yet is migrated first
    await database.migrate();
    if (command === 'rotate') {
      const key = await rotateSigningKey(database.db);
      console.log(`Key ${key.id} signs from now on; the earlier keys stay published and keep verifying.`);
    }
    for (const key of await publicKeys(database.db))
      console.log(
        `${key.keyId}  made ${key.createdAt}  ${key.retiredAt ? `retired ${key.retiredAt}` : 'signs'}`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
