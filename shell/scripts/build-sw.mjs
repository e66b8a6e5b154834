// After `rspack build` of the shell: copies the web app manifest and its icons into dist/, bundles
// src/offline/service-worker.ts (Workbox modules included) with rspack, then lets workbox-build's
// injectManifest write the shell's precache list (every built file with its revision) into
// dist/sw.js. Remotes are not precached here: they deploy alone (see service-worker.ts).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { swcRule } from '../../tooling/rspack/create-config.mjs';

const shell = path.resolve(import.meta.dirname, '..');
const dist = path.join(shell, 'dist');
const bundle = path.join(shell, 'dist-sw');

await cp(path.join(shell, 'public'), dist, { recursive: true });

const compiler = rspack({
  context: shell,
  mode: 'production',
  target: ['webworker', 'es2022'],
  entry: { sw: './src/offline/service-worker.ts' },
  output: { path: bundle, filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js', '.mjs'] },
  module: { rules: [swcRule(false)] },
  devtool: false,
  optimization: { minimize: true },
});
await new Promise((resolve, reject) =>
  compiler.run((error, stats) => {
    if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
    else compiler.close(() => resolve(undefined));
  }),
);

const { count, size, warnings } = await injectManifest({
  swSrc: path.join(bundle, 'sw.js'),
  swDest: path.join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: ['**/*.{js,css,html,png,svg,woff2,webmanifest}'],
  globIgnores: ['sw.js', 'prerender/**', '**/*.map', '**/*.br', '**/*.gz'],
  // Content-hashed names need no revision of their own.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
await rm(bundle, { recursive: true, force: true });
for (const warning of warnings) console.warn(warning);
console.log(`sw.js: ${count} shell files precached (${Math.round(size / 1024)} KiB)`);
