// Starts the real server in a child process and waits until it answers its health route: the
// compiled one (api/dist, as `npm start` runs it), or with `source: true` the TypeScript through tsx.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';

/** `execArgv`: node options before the entry point (the lists bench preloads its statement trace). */
export async function startServer({ port, env = {}, source = false, execArgv = [] }) {
  const entry = source
    ? ['--import', 'tsx', join(ROOT, 'api', 'src', 'server.ts')]
    : ['--enable-source-maps', join(ROOT, 'api', 'dist', 'server.js')];
  const args = [...execArgv, ...entry];
  const url = `http://localhost:${port}`;
  // A server left on the port (an earlier run that failed) would answer the health check below.
  if (
    await fetch(`${url}/api/v1/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(
      `Port ${port} is already in use (a server of an earlier run?): stop it or choose another port.`,
    );
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(port), ...env },
  });
  child.stdout.resume();
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process in MB, read from /proc. */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Signs in through the API with a code read from the outbox; returns the Cookie header. */
export async function signIn(url, email) {
  const since = Date.now() - 1000;
  const origin = { 'content-type': 'application/json', origin: url };
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email }),
  });
  if (!login.ok) throw new Error(`Sign-in of ${email} failed: ${await login.text()}`);
  let otp;
  for (let i = 0; i < 100 && !otp; i += 1) {
    const outbox = await (await fetch(`${url}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    const mail = outbox.data.find((m) => new Date(m.createdAt).getTime() >= since);
    otp = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const verify = await fetch(`${url}/api/v1/auth/verify-otp`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email, otp }),
  });
  if (!verify.ok) throw new Error(`Code verification failed: ${await verify.text()}`);
  return verify.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
