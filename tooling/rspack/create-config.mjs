// One rspack 2 + Module Federation configuration for every front-end app of the portal.
// Each app's rspack.config.mjs calls createConfig() with its name, port and what it exposes.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { DEV_PORTS } from '../remotes.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';
import { KIT_PACKAGE, installedVersion, packageFolders, sharedDependencies } from './shared-deps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where `npm run dev` serves each app (the one list of remotes); the shell proxies the API to API_PORT. */
export { DEV_PORTS };
export const API_PORT = Number(process.env.API_PORT ?? 3100);

/** Browsers the portal supports: current evergreen ones (CSS is minified for these). */
export const CSS_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'];

/**
 * Versions a build claims instead of the installed ones, from PGPORTAL_SHARED_VERSIONS (JSON, e.g.
 * '{"@pgportal/ui":"1.1.0"}' or '{"@pgportal/runtime:required":"^2.0.0"}'). Only the e2e journeys
 * set it, to build one remote against a newer kit or an incompatible session store; unset, every
 * app shares what is installed.
 * @returns {Record<string, string>}
 */
export function sharedVersionOverrides(env = process.env) {
  const raw = env.PGPORTAL_SHARED_VERSIONS;
  if (!raw) return {};
  const parsed = JSON.parse(raw);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Object.values(parsed).some((v) => typeof v !== 'string')
  )
    throw new Error(`PGPORTAL_SHARED_VERSIONS must be a JSON object of strings, got ${raw}`);
  return parsed;
}

/**
 * The ModuleFederationPlugin options of one app: exposes only what it lists, shares every
 * singleton of shared-deps.mjs. Remotes are never baked in: the shell registers them at run time.
 * @param {{ name: string, exposes?: Record<string, string>, versions?: Record<string, string> }} app
 */
export function federationOptions({ name, exposes, versions = sharedVersionOverrides() }) {
  return {
    name,
    ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
    remotes: {},
    shared: sharedDependencies(versions),
    // Use what is already loaded (the shell provides every shared module). The default,
    // 'version-first', fetched every registered remote's remoteEntry.js (34 KB gzip each) to compare
    // versions the first time any one remote was opened.
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
  };
}

export function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
      },
    },
    type: 'javascript/auto',
  };
}

/** The kit's sources (the workspace's, or a copy an e2e journey builds a remote against). */
const KIT_SOURCES = /[\\/](shared[\\/]ui|kit)[\\/]src[\\/]/;

/**
 * CSS: `*.module.css` are CSS modules (named exports only: `import * as styles from './x.module.css'`),
 * every other stylesheet is global (only the shell's own, and a remote's standalone page). Class
 * names of modules carry the kit version they were built with, so two copies of the kit on one
 * page (the shell's and a newer one a remote brought) never restyle each other, whichever
 * stylesheet loads last. An app's own modules get a hash salted with the app too. The kit's do not
 * depend on the app (rspack's [hash] includes output.uniqueName): `button.module_primary-<kit
 * version hash>`, so a remote's page pre-rendered with its copy of the kit hydrates with the shell's
 * (prerender-plugin.mjs).
 * @param {{ name: string, kitVersion: string }} build
 */
export function cssRules({ name, kitVersion }) {
  const kitHash = createHash('sha256').update(`${KIT_PACKAGE}@${kitVersion}`).digest('hex').slice(0, 6);
  const moduleRule = (localIdentName, salt) => ({
    type: 'css/module',
    parser: { namedExports: true },
    generator: {
      exportsConvention: 'as-is',
      localIdentName,
      ...(salt ? { localIdentHashSalt: salt } : {}),
    },
  });
  return {
    test: /\.css$/,
    oneOf: [
      { test: /\.module\.css$/, include: KIT_SOURCES, ...moduleRule(`[name]_[local]-${kitHash}`) },
      { test: /\.module\.css$/, ...moduleRule('[local]-[hash:6]', `${name}@${KIT_PACKAGE}@${kitVersion}`) },
      { type: 'css' },
    ],
  };
}

function devServer({ port, host }) {
  const api = `http://localhost:${API_PORT}`;
  return {
    port,
    hot: true,
    historyApiFallback: true,
    static: false,
    // Remotes are loaded cross-origin from the shell (:3000): manifests and hot updates need CORS.
    headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
    // Scripts of a remote run inside the shell's page: their HMR socket must dial the remote's own server.
    client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { errors: true, warnings: false } },
    proxy: [
      {
        context: host ? ['/api', '/uploads', '/remotes.json'] : ['/api', '/uploads'],
        target: api,
        changeOrigin: false,
      },
    ],
  };
}

/**
 * @param {{
 *   dir: string,                       // the app's folder (import.meta.dirname)
 *   name: string,                      // Module Federation name: shell, mfe_auth, ...
 *   exposes?: Record<string, string>,  // remotes only: { './routes': './src/routes.tsx' }
 *   title?: string,                    // document title of the shell (or of a remote's standalone page)
 *   prerender?: string,                // a module whose render() gives the app's pre-rendered pages
 *   picture?: string,                  // a module whose picture() draws its signed-in pages on the server
 * }} app
 */
export function createConfig({ dir, name, exposes, title = 'PG Portal', prerender, picture }) {
  const host = !exposes;
  const isProd = process.env.NODE_ENV === 'production';
  const isDev = !isProd;
  const port = DEV_PORTS[name];
  if (!port) throw new Error(`Unknown app ${name}: add it to shared/contracts/src/remotes.json`);
  const hashed = isProd ? '[name].[contenthash:8]' : '[name]';
  const versions = sharedVersionOverrides();
  const kitVersion = versions[KIT_PACKAGE] ?? installedVersion(KIT_PACKAGE);

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    context: dir,
    mode: isProd ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: isProd ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // The shell serves deep links (/app/tenants/view/1): its assets must resolve from the root.
      // A remote may be deployed under any path: it finds its own files from its remoteEntry.js.
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      cssFilename: `${hashed}.css`,
      cssChunkFilename: `${hashed}.css`,
      assetModuleFilename: isProd ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      clean: true,
      // A remote whose module throws while loading (e.g. refused by the shell's strict-singleton
      // guard) must throw again on Retry, not hand back a half-initialised module.
      ...(host ? {} : { strictModuleExceptionHandling: true }),
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
      // npm keeps @hookform/resolvers under shared/ui/node_modules.
      modules: ['node_modules', ...packageFolders],
    },
    module: {
      rules: [
        swcRule(isDev),
        cssRules({ name, kitVersion }),
        { test: /\.(png|jpe?g|gif|webp|svg|ico)$/i, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(federationOptions({ name, exposes, versions })),
      // The shell's page; a remote gets one only in development, for its standalone dev page.
      (host || isDev) &&
        new rspack.HtmlRspackPlugin({
          template: path.join(here, 'index.html'),
          title: host ? title : `${title} (${name} standalone)`,
          favicon: path.join(here, 'favicon.svg'),
          minify: isProd,
          // Absolute script URLs so deep links (/app/property/7) work; a remote's page needs only its own entry.
          publicPath: '/',
          ...(host ? {} : { chunks: ['main'] }),
        }),
      isDev &&
        new ReactRefreshRspackPlugin({
          // One name for every app: the first bundle on the page hooks the runtime into React.
          library: 'pgportal',
          exclude: [/node_modules/, path.join(here, 'react-refresh-runtime.cjs')],
        }),
      isDev &&
        new rspack.NormalModuleReplacementPlugin(
          /^react-refresh\/runtime$/,
          path.join(here, 'react-refresh-runtime.cjs'),
        ),
      // .br and .gz beside every text file, served as they are (api/src/plugins/front-end.ts).
      isProd && new PrecompressPlugin(),
      // dist/prerender/pages.json: the public pages this app owns, rendered to HTML; and
      // dist/prerender/picture.cjs: what draws its signed-in pages on the server.
      isProd &&
        (prerender || picture) &&
        new PrerenderPlugin({ dir, name, entry: prerender, picture, kitVersion }),
    ].filter(Boolean),
    optimization: {
      minimize: isProd,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
      ],
    },
    // A remote's lazily compiled chunk would ask the page's origin (the shell) to build it: off for remotes.
    ...(host ? {} : { lazyCompilation: false }),
    performance: { hints: false },
    devServer: devServer({ port, host }),
    stats: isProd ? 'normal' : 'errors-warnings',
  };
  return config;
}
