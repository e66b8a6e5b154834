// `npm run dev`: every app in watch mode against one API.
//
//   port  what                                   reload
//   3000  shell (open this), proxies /api, /uploads and /remotes.json to the API
//                                                 React Fast Refresh
//   3001  mfe-auth        3002  mfe-properties    Fast Refresh, also inside the shell
//   3003  mfe-tenants     3004  mfe-complaints
//   3100  API (tsx watch), its /remotes.json points at the remotes' dev servers
//
// Ctrl-C stops every child (each runs in its own process group, so nothing is left behind).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { REMOTES as REMOTE_LIST } from '../tooling/remotes.mjs';

const API_PORT = Number(process.env.API_PORT ?? 3100);
const SHELL_URL = 'http://localhost:3000';
const REMOTES = REMOTE_LIST.map(({ folder, devPort, env }) => ({ app: folder, port: devPort, env }));
const RSPACK = join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const COLORS = [36, 35, 33, 32, 34, 31];

const remoteUrls = Object.fromEntries(
  REMOTES.map(({ port, env }) => [env, `http://localhost:${port}/mf-manifest.json`]),
);

const tasks = [
  {
    name: 'api',
    command: 'npm',
    args: ['run', 'dev', '--silent', '-w', '@pgportal/api'],
    cwd: ROOT,
    env: { PORT: String(API_PORT), PUBLIC_URL: SHELL_URL, ...remoteUrls },
  },
  ...REMOTES.map(({ app }) => ({
    name: app,
    command: process.execPath,
    args: [RSPACK, 'serve'],
    cwd: join(ROOT, app),
  })),
  { name: 'shell', command: process.execPath, args: [RSPACK, 'serve'], cwd: join(ROOT, 'shell') },
];

const width = Math.max(...tasks.map((task) => task.name.length));
const children = new Map();
let stopping = false;

function pipe(stream, label, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`));
}

function start(task, index) {
  const label = `\x1b[${COLORS[index % COLORS.length]}m${task.name.padEnd(width)}\x1b[0m |`;
  const child = spawn(task.command, task.args, {
    cwd: task.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: String(API_PORT),
      FORCE_COLOR: '1',
      ...task.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: stop() ends it and everything it started
  });
  pipe(child.stdout, label, process.stdout);
  pipe(child.stderr, label, process.stderr);
  children.set(task.name, child);
  child.on('exit', (code, signal) => {
    children.delete(task.name);
    if (stopping) return;
    console.error(`${label} exited (${signal ?? `code ${code}`}); stopping the others.`);
    stop(code || 1);
  });
}

function signalAll(signal) {
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  signalAll('SIGTERM');
  const deadline = setTimeout(() => signalAll('SIGKILL'), 5000);
  const check = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(check);
    clearTimeout(deadline);
    process.exit(exitCode);
  }, 100);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(
  `PG Portal dev: open ${SHELL_URL} (API on :${API_PORT}, remotes on :3001-3004). Ctrl-C stops everything.`,
);
tasks.forEach(start);
