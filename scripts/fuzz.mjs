// `npm run fuzz`: the API fuzz test at its full count (1,000 runs per write route, on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL). `npm test` runs the same test at 50 runs per route.
import { ROOT, run } from './lib.mjs';

const runs = process.env.FUZZ_RUNS ?? '1000';
const code = await run('npx', ['jest', '--selectProjects', 'api', 'api/test/fuzz.test.ts'], {
  cwd: ROOT,
  env: { ...process.env, FUZZ_RUNS: runs },
});
process.exit(code);
