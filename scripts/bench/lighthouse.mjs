// Lighthouse for the web benchmarks (scripts/bench/web.mjs): the system Chromium with a DevTools
// port, medians of several cold runs on the mobile preset, and each figure printed beside its budget.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLighthouse } from './lighthouse-install.mjs';
import { CHROMIUM_ARGS } from './bundle-size.mjs';

const kilobytes = (v) => `${(v / 1024).toFixed(1)} KB`;

/**
 * Bytes of the requests started before the largest paint (as the browser saw it): what a phone
 * must fetch before the page's main content shows (issue 43's budget for signed-in pages).
 */
function bytesBeforeLargestPaint(lhr) {
  const paint = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  if (paint === undefined || requests.length === 0) return Number.NaN;
  const start = Math.min(...requests.map((request) => request.networkRequestTime));
  return requests
    .filter((request) => request.networkRequestTime - start <= paint)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** [key, label, lighthouse audit (null: the score; a function: computed from the report), unit formatter] */
const METRICS = [
  ['performance', 'performance', null, (v) => `${Math.round(v)}`],
  ['lcp', 'LCP', 'largest-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['tbt', 'TBT', 'total-blocking-time', (v) => `${Math.round(v)} ms`],
  ['cls', 'CLS', 'cumulative-layout-shift', (v) => v.toFixed(3)],
  ['transferred', 'transferred', 'total-byte-weight', kilobytes],
  ['beforeLcp', 'before LCP', bytesBeforeLargestPaint, kilobytes],
];

/**
 * Budgets by metric key: performance is a floor, the others ceilings (LCP and TBT in ms).
 * The public pages' defaults (DESIGN); a page's own budgets (issue 28) replace them.
 */
export const PUBLIC_BUDGETS = { performance: 95, lcp: 1500, tbt: 100, cls: 0.02 };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

/** The system Chromium with a DevTools port for Lighthouse (no browser download, no chrome-launcher). */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'pgportal-lighthouse-'));
  const child = spawn(
    '/usr/bin/chromium',
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still be writing its cache for a moment after it exits;
      // a profile they keep filling is left behind with a warning rather than ending the bench.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Left Chromium's temporary profile ${profile}: ${error.message}`);
      }
    },
  };
}

/**
 * BENCH_WEB_REPORTS=<folder>: each run's whole Lighthouse report is saved there as JSON (the LCP
 * element and its phases, the layout shifts, the request chains), to find what bounds a figure.
 */
function saveReport(url, lhr, run) {
  const folder = process.env.BENCH_WEB_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const { pathname } = new URL(url);
  const name = `${pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-${Date.now()}-${run}.json`;
  writeFileSync(join(folder, name), JSON.stringify(lhr));
}

/**
 * Median of each metric over `runs` cold loads of `url` (mobile preset: the default config), by
 * metric key. `flags` go to Lighthouse (extraHeaders, disableStorageReset); `prepare` runs before each run.
 */
export async function lighthouseMedians(url, port, runs, { flags = {}, prepare } = {}) {
  const lighthouse = await loadLighthouse();
  const samples = [];
  let lost = 0;
  while (samples.length < runs) {
    if (prepare) await prepare();
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...flags,
    });
    // A lost trace (NO_NAVSTART and the like) happens now and then on a busy machine: run again.
    if (lhr.runtimeError) {
      lost += 1;
      if (lost > 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      continue;
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}: not the page meant`);
    saveReport(url, lhr, samples.length);
    samples.push(
      METRICS.map(([, , audit]) => {
        if (typeof audit === 'function') return audit(lhr);
        return audit ? lhr.audits[audit].numericValue : (lhr.categories.performance.score ?? 0) * 100;
      }),
    );
  }
  return Object.fromEntries(
    METRICS.map(([key], index) => [key, median(samples.map((sample) => sample[index]))]),
  );
}

const budgetLabel = (key, budget) =>
  key === 'performance'
    ? `≥ ${budget}`
    : key === 'lcp'
      ? `≤ ${budget / 1000} s`
      : key === 'tbt'
        ? `≤ ${budget} ms`
        : key === 'beforeLcp' || key === 'transferred'
          ? `≤ ${kilobytes(budget)}`
          : `≤ ${budget}`;

/** One line per metric: its median and, where `budgets` has one, the budget and whether it is met. */
export function printMedians(print, medians, budgets) {
  for (const [key, label, , format] of METRICS) {
    const value = medians[key];
    const budget = budgets[key];
    const ok = budget === undefined ? null : key === 'performance' ? value >= budget : value <= budget;
    const shown = budget === undefined ? '' : `  (budget ${budgetLabel(key, budget)}, ${verdict(ok)})`;
    print(`    ${label.padEnd(12)} ${format(value).padStart(9)}${shown}`);
  }
}
