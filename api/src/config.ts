// Server configuration, read once from the environment. Every variable is optional.
//
//   PORT                 3000                      port of the one server (0: any free port)
//   HOST                 127.0.0.1 (0.0.0.0 in production)   interface to listen on
//   NODE_ENV             development               development, test or production (any case); 'production' needs
//                                                  SMTP_URL, sets Secure __Host- cookies, hides /api/v1/dev/outbox
//   ALLOWED_HOSTS        unset                     comma list of extra host names the server answers for (besides
//                                                  PUBLIC_URL's host, localhost and 127.0.0.1); others get 421
//   PUBLIC_URL           http://localhost:<PORT>   absolute base of links in mails; its origin is trusted for state-changing requests
//   DATA_DIR             <repo root>/data          PGlite database (pglite/), mail outbox (outbox/), uploads (uploads/);
//                                                  a relative value is resolved against the working directory
//   DATABASE_URL         unset                     PostgreSQL 15+ connection string; when set, PGlite is not used
//   SMTP_URL             unset                     e.g. smtps://user:pass@mail.example.com:465; unset writes mails to DATA_DIR/outbox
//   MAIL_FROM            PG Portal <no-reply@pgportal.local>
//   SUPER_ADMIN_EMAIL    admin@example.com         the first Super Admin, created on first start
//   SEED_DEMO            true                      'false' skips the demo manager and tenant
//   LOG_LEVEL            info                      pino level: fatal, error, warn, info, debug, trace, silent
//   REMOTE_AUTH_URL, REMOTE_PROPERTIES_URL, REMOTE_TENANTS_URL, REMOTE_COMPLAINTS_URL
//                        /mfe/<name>/mf-manifest.json   full URL of each remote's mf-manifest.json (served in /remotes.json)
//   STATIC_ROOT          the repo root             folder holding shell/dist and mfe-*/dist
//   SESSION_IDLE_HOURS   168                       a session unused this long ends
//   SESSION_MAX_HOURS    720                       a session ends this long after sign-in, used or not
//   BILLING_JOB          true                      'false' keeps this server from running the hourly billing job
//   S3_URL               unset                     files on an S3-compatible store instead of DATA_DIR:
//                                                  http(s)://<access key>:<secret>@<host>[:port]/<bucket>[?region=..&pathStyle=false]
//   TRUST_PROXY          unset                     a hop count (1: one proxy in front) or a comma list of proxy
//                                                  addresses/CIDRs; client addresses then come from X-Forwarded-For,
//                                                  read from the right. 'true' is refused: it trusts what the client writes
//   UIDAI_CERT_DIR       <repo root>/api/certs/uidai   folder of UIDAI's public certificates that verify Aadhaar QRs
//                                                  (docs/kyc.md: how to add the next one)
//   PII_ENCRYPTION_KEY   DATA_DIR/pii-encryption.key   32 bytes, base64: encrypts foreign nationals' passport and visa
//                                                  numbers at rest (AES-256-GCM); unset, a key is made in that file on
//                                                  first use. Set it (the same on every server) in production
// An empty variable counts as unset.
import { isAbsolute, join, resolve } from 'node:path';

import { REMOTES } from '@pgportal/contracts/remotes';

/** A remote by its folder name (mfe-auth, ...), as /remotes.json and the static routes name it. */
export type RemoteName = string;
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.folder);
const REMOTE_ENV = new Map(REMOTES.map((remote) => [remote.folder, remote.env]));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  superAdminEmail: string;
  seedDemo: boolean;
  logLevel: string;
  /** name -> URL of the remote's mf-manifest.json */
  remotes: Record<RemoteName, string>;
  staticRoot: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** false, a hop count, or the proxies' addresses/CIDRs */
  trustProxy: false | number | string[];
  /** host names (lower case, no port) the server answers for, besides PUBLIC_URL's, localhost and 127.0.0.1 */
  allowedHosts: string[];
  /** whether the server runs the billing job at start and every hour */
  billingJob: boolean;
  /** files on an S3-compatible store (S3_URL), or null: the local disk under DATA_DIR */
  s3: S3Settings | null;
  /** the folder of UIDAI certificates an Aadhaar Secure QR's signature is checked against */
  uidaiCertDir: string;
  /** PII_ENCRYPTION_KEY, decoded (32 bytes); null: the key file in DATA_DIR, made on first use */
  piiEncryptionKey?: Buffer | null;
  /** Sign-in answers take at least this long, known e-mail or not, so timing does not tell them apart. */
  loginFloorMs: number;
}

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (most S3-compatible servers) rather than in the host name */
  pathStyle: boolean;
}

export type Env = Record<string, string | undefined>;

/** A setting the server cannot start with; the message says what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repo root: api/src/config.ts lives two folders below it. */
export const REPO_ROOT = resolve(__dirname, '..', '..');

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive number, got '${raw}'.`);
  return value;
}

function absoluteUrl(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL such as http://localhost:3000, got '${raw}'.`);
  }
}

function s3Settings(raw: string | undefined): S3Settings | null {
  if (raw === undefined) return null;
  const url = absoluteUrl('S3_URL', raw);
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!url.username || !url.password || !bucket || bucket.includes('/')) {
    throw new ConfigError(
      `S3_URL must name the access key, the secret and one bucket, such as http://key:secret@127.0.0.1:9000/pgportal, got '${url.protocol}//${url.host}${url.pathname}'.`,
    );
  }
  return {
    endpoint: `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') ?? 'us-east-1',
    bucket,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    pathStyle: url.searchParams.get('pathStyle') !== 'false',
  };
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw.toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true is refused: it would take the client address from the left-most X-Forwarded-For entry, ' +
        'which any client can write. Set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or ' +
        'their addresses (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1).',
    );
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = list.find((part) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part) && !PROXY_NAMES.has(part));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma list of proxy addresses or CIDRs, got '${wrong}'.`,
    );
  }
  return list;
}

/** Names proxy-addr understands in a TRUST_PROXY list. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function nodeEnvOf(raw: string | undefined): NodeEnv {
  const value = (raw ?? 'development').toLowerCase();
  if (!(NODE_ENVS as readonly string[]).includes(value)) {
    throw new ConfigError(
      `NODE_ENV must be development, test or production, got '${raw}'. Use production for a server others reach.`,
    );
  }
  return value as NodeEnv;
}

/** ALLOWED_HOSTS: host names, with or without a port; compared without the port, in lower case. */
function allowedHosts(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const name = hostnameOf(part);
      if (name === null) throw new ConfigError(`ALLOWED_HOSTS must list host names, got '${part}'.`);
      return name;
    });
}

/** The host name of a Host header value or a bare name (lower case, no port; IPv6 in brackets), or null. */
export function hostnameOf(host: string): string | null {
  if (!host || /[\s/?#@\\]/.test(host)) return null;
  try {
    const { hostname } = new URL(`http://${host}`);
    return hostname || null;
  } catch {
    return null;
  }
}

function piiKey(raw: string | undefined): Buffer | null {
  if (raw === undefined) return null;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || key.toString('base64') !== raw) {
    throw new ConfigError(
      'PII_ENCRYPTION_KEY must be 32 random bytes written in base64 (44 characters), such as the output of ' +
        "node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\".",
    );
  }
  return key;
}

export function loadConfig(env: Env = process.env): Config {
  const rawPort = read(env, 'PORT');
  const port = rawPort === undefined ? 3000 : Number(rawPort);
  // 0 asks the system for any free port (tests, benchmarks).
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number from 0 to 65535, got '${rawPort}'.`);
  }
  const nodeEnv = nodeEnvOf(read(env, 'NODE_ENV'));
  const isProduction = nodeEnv === 'production';
  const smtpUrl = read(env, 'SMTP_URL') ?? null;
  if (isProduction && !smtpUrl) {
    throw new ConfigError(
      'SMTP_URL is required when NODE_ENV=production. Without it, sign-in codes would only be written to the ' +
        'local outbox, and codes must never be readable over HTTP in production. Set SMTP_URL ' +
        '(e.g. smtps://user:pass@mail.example.com:465), or run without NODE_ENV=production.',
    );
  }
  if (smtpUrl) absoluteUrl('SMTP_URL', smtpUrl);
  const publicUrl = read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  absoluteUrl('PUBLIC_URL', publicUrl);
  const logLevel = read(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'.`);
  }
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const variable = REMOTE_ENV.get(name)!;
    const url = read(env, variable) ?? `/mfe/${name}/mf-manifest.json`;
    if (!url.startsWith('/')) absoluteUrl(variable, url);
    remotes[name] = url;
  }
  // The default lives at the repo root whatever the working directory (npm -w runs in api/);
  // a relative DATA_DIR given by hand is taken from the working directory, as a shell user expects.
  const dataDir = read(env, 'DATA_DIR') ?? join(REPO_ROOT, 'data');
  const staticRoot = read(env, 'STATIC_ROOT') ?? REPO_ROOT;
  return {
    port,
    // Outside production only this machine can reach the server unless HOST opens it.
    host: read(env, 'HOST') ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv,
    isProduction,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(process.cwd(), dataDir),
    databaseUrl: read(env, 'DATABASE_URL') ?? null,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    smtpUrl,
    mailFrom: read(env, 'MAIL_FROM') ?? 'PG Portal <no-reply@pgportal.local>',
    superAdminEmail: (read(env, 'SUPER_ADMIN_EMAIL') ?? 'admin@example.com').toLowerCase(),
    seedDemo: read(env, 'SEED_DEMO') !== 'false',
    logLevel,
    remotes,
    staticRoot: resolve(process.cwd(), staticRoot),
    sessionIdleMs: positiveNumber(env, 'SESSION_IDLE_HOURS', 168) * 3_600_000,
    sessionMaxMs: positiveNumber(env, 'SESSION_MAX_HOURS', 720) * 3_600_000,
    trustProxy: trustProxy(read(env, 'TRUST_PROXY')),
    allowedHosts: allowedHosts(read(env, 'ALLOWED_HOSTS')),
    s3: s3Settings(read(env, 'S3_URL')),
    loginFloorMs: 250,
    uidaiCertDir: resolve(
      process.cwd(),
      read(env, 'UIDAI_CERT_DIR') ?? join(REPO_ROOT, 'api', 'certs', 'uidai'),
    ),
    billingJob: read(env, 'BILLING_JOB') !== 'false',
    piiEncryptionKey: piiKey(read(env, 'PII_ENCRYPTION_KEY')),
  };
}

/** Origins of remotes hosted elsewhere (absolute REMOTE_*_URL values). */
export function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (!url.startsWith('/')) origins.add(new URL(url).origin);
  }
  return [...origins];
}
