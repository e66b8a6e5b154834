// `npm run cluster`: the portal as it runs beyond one machine, on this one. Two API servers on one
// PostgreSQL and one S3-compatible store (s3rver, from npm), behind nginx (Debian's package) on
// one port. Both servers run the billing job and share DATA_DIR's outbox and upload-temp only.
//
//   PORT          3000                                  the port nginx serves the portal on
//   DATABASE_URL  postgres://postgres@127.0.0.1:5432/pgportal_cluster (made when missing)
//   DATA_DIR      data/cluster/ at the repo root        outbox, upload-temp, the store's objects, nginx's files,
//                                                       cluster-pids.json (the API servers' process ids)
//   STATIC_ROOT   the repo root                         as for npm start
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { buildApiIfStale, buildFrontEnds, ROOT } from './lib.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const pg = require('pg');
const S3rver = require('s3rver');

const port = Number(process.env.PORT || 3000);
const apiPorts = [port + 101, port + 102];
const dataDir = resolve(process.env.DATA_DIR || join(ROOT, 'data', 'cluster'));
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/pgportal_cluster';
const publicUrl = `http://localhost:${port}`;
const children = [];

function fail(message) {
  console.error(`Cluster cannot start: ${message}`);
  process.exit(1);
}

async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) fail(`DATABASE_URL must name a database of [a-z0-9_], got '${name}'.`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin
    .connect()
    .catch((error) => fail(`PostgreSQL at ${url.host} is not reachable (${error.message}).`));
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

async function startStore() {
  const store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: join(dataDir, 's3'),
    silent: true,
    configureBuckets: [{ name: 'pgportal' }],
  });
  const { port: storePort } = await store.run();
  return { store, url: `http://S3RVER:S3RVER@127.0.0.1:${storePort}/pgportal` };
}

function startApi(apiPort, s3Url) {
  const child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      NODE_ENV: 'development',
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      S3_URL: s3Url,
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
    },
  });
  children.push(child);
  return child;
}

async function waitForHealth(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  fail(`${url} did not answer within a minute.`);
}

function nginxConfig(folder) {
  const temp = (name) => `${name}_temp_path ${join(folder, name)};`;
  return `worker_processes 1;
error_log stderr warn;
pid ${join(folder, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 25m;
  upstream portal {
${apiPorts.map((apiPort) => `    server 127.0.0.1:${apiPort};`).join('\n')}
    # connections to the API servers are kept and reused (a new one per request ran the loopback
    # out of ports under the soak)
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    # a browser's or a load generator's connection is not closed after nginx's default 1,000
    # requests, which raced with requests already sent on it
    keepalive_requests 100000;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_buffering off;
      add_header X-Served-By $upstream_addr always;
    }
  }
}
`;
}

function startNginx() {
  const nginx = ['/usr/sbin/nginx', 'nginx'].find((command) => spawnSync(command, ['-v']).status === 0);
  if (!nginx) fail('nginx is not installed (Debian: apt-get install nginx).');
  const folder = join(dataDir, 'nginx');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'nginx.conf'), nginxConfig(folder));
  const child = spawn(
    nginx,
    ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(child);
}

function stopAll(store, code) {
  for (const child of children) child.kill('SIGTERM');
  store?.close().finally(() => process.exit(code));
  setTimeout(() => process.exit(code), 10_000).unref();
}

mkdirSync(dataDir, { recursive: true });
try {
  await buildFrontEnds();
  await buildApiIfStale();
} catch (error) {
  fail(error.message);
}
await ensureDatabase();
const { store, url: s3Url } = await startStore();
// The first server migrates and seeds alone; the second starts on the migrated database.
startApi(apiPorts[0], s3Url);
await waitForHealth(`http://127.0.0.1:${apiPorts[0]}/api/v1/health`);
startApi(apiPorts[1], s3Url);
await waitForHealth(`http://127.0.0.1:${apiPorts[1]}/api/v1/health`);
startNginx();
await waitForHealth(`${publicUrl}/api/v1/health`);
// The soak script (scripts/soak.mjs) reads the API servers' memory through their process ids.
writeFileSync(
  join(dataDir, 'cluster-pids.json'),
  JSON.stringify(children.slice(0, 2).map((child) => child.pid)),
);
console.log(
  `PG Portal cluster: ${publicUrl} (nginx) -> API servers on ${apiPorts.join(' and ')}, PostgreSQL ${new URL(databaseUrl).host}, S3 store ${new URL(s3Url).host}`,
);

for (const child of children) child.on('exit', (code) => stopAll(store, code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(store, 0));
