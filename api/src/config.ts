// Server configuration, read once from the environment. Every variable is optional.
//
//   PORT                 3000                      port of the one server (0: any free port)
//   HOST                 0.0.0.0                   interface to listen on
//   NODE_ENV             development               'production' needs SMTP_URL, sets Secure cookies, hides /api/v1/dev/outbox
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
//   TRUST_PROXY          unset                     'true', a hop count, or a comma list of proxy addresses/CIDRs
//                                                  (client addresses then come from X-Forwarded-For)
// An empty variable counts as unset.
import { isAbsolute, join, resolve } from 'node:path';

import { REMOTES } from '@pgportal/contracts/remotes';

/** A remote by its folder name (mfe-auth, ...), as /remotes.json and the static routes name it. */
export type RemoteName = string;
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.folder);
const REMOTE_ENV = new Map(REMOTES.map((remote) => [remote.folder, remote.env]));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
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
  trustProxy: boolean | number | string[];
  /** Sign-in answers take at least this long, known e-mail or not, so timing does not tell them apart. */
  loginFloorMs: number;
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

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function loadConfig(env: Env = process.env): Config {
  const rawPort = read(env, 'PORT');
  const port = rawPort === undefined ? 3000 : Number(rawPort);
  // 0 asks the system for any free port (tests, benchmarks).
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number from 0 to 65535, got '${rawPort}'.`);
  }
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
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
    host: read(env, 'HOST') ?? '0.0.0.0',
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
    loginFloorMs: 250,
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
