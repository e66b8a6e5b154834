// Pre-renders an app's public pages at build time (issue 7, item 3). After the browser build has
// emitted, a second, small build for Node bundles the app's prerender module (its page components,
// with the same CSS rules, so class names match the browser's), runs its render(), and writes
// dist/prerender/pages.json: { css, pages } (see @pgportal/contracts/prerender). The CSS is what
// the rendered pages import, minified as the browser build's; the server inlines it in <head>.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { CSS_TARGETS, cssRules, swcRule } from './create-config.mjs';
import { packageFolders } from './shared-deps.mjs';

/** The browser build's CSS rules, made to write the CSS out in a Node build too (not only the class names). */
function emittingCss(rules) {
  return {
    ...rules,
    oneOf: rules.oneOf.map((rule) => ({ ...rule, generator: { ...rule.generator, exportsOnly: false } })),
  };
}

/** The Node build of one app's prerender module, into `outDir`. */
export function prerenderConfig({ dir, name, entry, kitVersion, outDir }) {
  return nodeConfig({ dir, name, kitVersion, outDir, entries: { prerender: entry } });
}

/**
 * The Node build of one app's picture module (PICTURE_FILE of @pgportal/contracts/prerender), kept
 * in its dist for the server: one file (its lazy pages included), and one CSS file of all it may draw.
 */
export function pictureConfig({ dir, name, picture, kitVersion, outDir }) {
  const config = nodeConfig({ dir, name, kitVersion, outDir, entries: { picture } });
  config.plugins = [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })];
  return config;
}

function nodeConfig({ dir, name, kitVersion, outDir, entries }) {
  return {
    context: dir,
    mode: 'production',
    target: ['node20', 'es2022'],
    devtool: false,
    entry: entries,
    output: {
      path: outDir,
      uniqueName: name,
      filename: '[name].cjs',
      chunkFilename: '[id].cjs',
      cssFilename: '[name].css',
      cssChunkFilename: '[id].css',
      library: { type: 'commonjs2' },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
      modules: ['node_modules', ...packageFolders],
    },
    module: { rules: [swcRule(false), emittingCss(cssRules({ name, kitVersion }))] },
    optimization: {
      minimize: true,
      minimizer: [
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function build(config) {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      return resolve();
    });
  });
}

/**
 * Renders the pages of `entry` (a module exporting `render(): Promise<Record<string, string>>`)
 * into <output>/prerender/pages.json after each production build of the app, and builds its
 * `picture` module (signed-in pages drawn by the server) into <output>/prerender/picture.cjs.
 */
export class PrerenderPlugin {
  /** @param {{ dir: string, name: string, entry?: string, picture?: string, kitVersion: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const target = path.join(compiler.outputPath, 'prerender');
      await Promise.all([
        this.options.entry && this.renderPages(target),
        this.options.picture && build(pictureConfig({ ...this.options, outDir: target })),
      ]);
    });
  }

  /** @param {string} target */
  async renderPages(target) {
    const outDir = await mkdtemp(path.join(tmpdir(), `pgportal-prerender-${this.options.name}-`));
    try {
      await build(prerenderConfig({ ...this.options, outDir }));
      const { render } = createRequire(import.meta.url)(path.join(outDir, 'prerender.cjs'));
      const pages = await render();
      // The entry's CSS only: lazy parts of the app that the pages do not render bring their own.
      const css = await readFile(path.join(outDir, 'prerender.css'), 'utf8').catch(() => '');
      await mkdir(target, { recursive: true });
      await writeFile(path.join(target, 'pages.json'), JSON.stringify({ css, pages }));
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }
}
