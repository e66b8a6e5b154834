// Writes per second on PGlite on disk, before (PGlite's own fsync=off) and after (the crash-safe
// settings of api/src/db/pglite-durable.ts), issue 41: payments recorded one after the other through
// the payments service, and bare one-row commits (the sync alone). Each on a fresh folder in the
// system's temporary directory, so the figures are those of that disk.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, runCaptured } from '../lib.mjs';

const PAYMENTS = 150;

async function runOnce(durability) {
  const { code, output } = await runCaptured('node', [
    '--import',
    'tsx',
    join(ROOT, 'api', 'src', 'db', 'bench-writes.ts'),
    '--durability',
    durability,
    '--payments',
    String(PAYMENTS),
  ]);
  const line = output.split('\n').find((text) => text.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`The ${durability} run failed:\n${output}`);
  return JSON.parse(line);
}

export async function benchDurability({ print }) {
  const perSecond = (n, seconds) => (n / seconds).toFixed(0);
  print(`PGlite on disk, ${PAYMENTS} payments one after the other, then ${PAYMENTS} bare one-row commits:`);
  const results = {};
  for (const durability of ['none', 'durable']) {
    const result = await runOnce(durability);
    results[durability] = result;
    const label = durability === 'none' ? 'before, fsync=off' : 'after, fsync=on (crash-safe)';
    print(
      `  ${label}: ${perSecond(result.payments, result.seconds)} payments/s, ${perSecond(result.payments, result.bareSeconds)} commits/s`,
    );
  }
  const ratio = (key) => ((results.none[key] / results.durable[key]) * 100).toFixed(0);
  print(`  with fsync on: ${ratio('seconds')}% of the payments/s, ${ratio('bareSeconds')}% of the commits/s`);
}

// `node scripts/bench/durability.mjs`: this part of `npm run bench` alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await benchDurability({ print: console.log });
