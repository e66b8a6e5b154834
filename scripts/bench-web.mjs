// `npm run bench:web`: first paint on a phone (scripts/bench/web.mjs) on a production build, built
// first if missing or stale. Prints each figure beside its budget and saves the report to
// bench-results/web.txt. Over budget is reported, not a failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchWeb } from './bench/web.mjs';
import { buildApiIfStale, buildFrontEnds, ROOT } from './lib.mjs';

const lines = [];
const print = (line) => {
  lines.push(line);
  console.log(line);
};

// BENCH_WEB_PORT: another port for the production server (3302 by default).
const port = Number(process.env.BENCH_WEB_PORT ?? 3302);
await buildApiIfStale();
await buildFrontEnds();
await benchWeb({ port, print });
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results', 'web.txt'), `${new Date().toISOString()}\n${lines.join('\n')}\n`);
