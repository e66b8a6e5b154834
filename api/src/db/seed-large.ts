// `npm run seed:large`: the large data set of the benchmarks, on the database the server would open
// (DATABASE_URL, else PGlite in DATA_DIR; stop the server first), at SEED_SCALE (seed-large/scale.ts):
// bench (default) 1,000 properties with 20,000 beds and 100,000 tenants; operator 5,000 properties
// with 100,000 beds and 150,000 tenants. PGlite gets a tenth of the tenants; BENCH_TENANTS sets
// another count. BENCH_INVOICES=1 adds the billing (seed-large/billing.ts: 1,000,000 invoices at the
// bench scale, 2,000,000 with payments, complaints and expenses at the operator's). Set-based SQL;
// running it again adds only what is missing. Build each scale on its own database.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seed } from './seed';
import { seedLargeProperties } from './seed-large/properties';
import { seedLargeBilling } from './seed-large/billing';
import { seedScaleOf } from './seed-large/scale';
import { seedLargeTenants } from './seed-large/tenants';

async function main() {
  const config = loadConfig(process.env);
  const scale = seedScaleOf(process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seed(database.db, config);
    const started = performance.now();
    const made = await seedLargeProperties(database.db, scale);
    const rooms = made * scale.roomsPerProperty;
    console.log(
      made
        ? `Added ${made} properties, ${rooms} rooms and ${rooms * scale.bedsPerRoom} beds (${scale.name} scale).`
        : 'The large properties are already there.',
    );
    const fallback = database.kind === 'postgres' ? scale.tenants : scale.tenants / 10;
    const total = await seedLargeTenants(database.db, Number(process.env.BENCH_TENANTS ?? fallback));
    if (process.env.BENCH_INVOICES === '1')
      console.log(
        (await seedLargeBilling(database.db, scale))
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
