// `npm run seed:large`: the large data set of the benchmarks, on the database the server would open
// (DATABASE_URL, else PGlite in DATA_DIR; stop the server first): 1,000 properties with 20,000
// beds, then tenants (100,000 on PostgreSQL, 10,000 on PGlite; BENCH_TENANTS sets another count).
// BENCH_INVOICES=1 adds the lists bench's billing (seed-large/billing.ts: 1,000,000 invoices at
// 100,000 tenants). Set-based SQL; running it again adds only what is missing.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seed } from './seed';
import {
  BEDS_PER_ROOM,
  LARGE_PROPERTIES,
  ROOMS_PER_PROPERTY,
  seedLargeProperties,
} from './seed-large/properties';
import { seedLargeBilling } from './seed-large/billing';
import { seedLargeTenants } from './seed-large/tenants';

async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seed(database.db, config);
    const started = performance.now();
    const made = await seedLargeProperties(database.db);
    console.log(
      made
        ? `Added ${LARGE_PROPERTIES} properties, ${LARGE_PROPERTIES * ROOMS_PER_PROPERTY} rooms and ${LARGE_PROPERTIES * ROOMS_PER_PROPERTY * BEDS_PER_ROOM} beds.`
        : 'The large properties are already there.',
    );
    const target = Number(process.env.BENCH_TENANTS ?? (database.kind === 'postgres' ? 100_000 : 10_000));
    const total = await seedLargeTenants(database.db, target);
    if (process.env.BENCH_INVOICES === '1')
      console.log(
        (await seedLargeBilling(database.db))
          ? 'Spread the bench tenants over the bench properties and added their invoices.'
          : 'The bench invoices are already there.',
      );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${total} bench tenants on ${database.kind} (${seconds} s).`);
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('seed-large.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
