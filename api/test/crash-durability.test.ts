// Nothing acknowledged is lost (issue 41): the real server on PGlite on disk, 20 clients recording
// payments at once, the server killed with SIGKILL mid-way, started again on the same DATA_DIR:
// every payment whose answer was a 2xx is there, and each invoice's paid amount is the sum of its
// payments. It fails if an answer went out before its commit, or if recovery loses a commit.
// A power cut (the OS losing what it had not written to the disk) is what fsync guards against; a
// killed process cannot show that, so pglite-durable.test.ts checks the syncs themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, lte, sql } from 'drizzle-orm';
import { openPglite } from '../src/db/client';
import { invoices } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { today } from '../src/services/calendar';

const CLIENTS = 20;
/** Killed once this many payments are acknowledged, with the 20 clients still sending. */
const KILL_AFTER = 60;
const API_ROOT = join(__dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'src', 'server.ts')], {
    cwd: API_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://localhost:${port}`,
    },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    const ready = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not answer its health route within 90 s.');
}

async function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

/** Signs the Super Admin in with the code from the development outbox; the Cookie header. */
async function signIn(url: string): Promise<string> {
  const email = 'admin@example.com';
  const headers = { 'content-type': 'application/json', origin: url };
  const since = Date.now() - 1000;
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  });
  expect(login.status).toBe(200);
  let otp: string | undefined;
  for (let i = 0; i < 100 && !otp; i += 1) {
    const outbox = (await (await fetch(`${url}/api/v1/dev/outbox?to=${email}`)).json()) as {
      data: { createdAt: string; text: string }[];
    };
    const mail = outbox.data.find((m) => new Date(m.createdAt).getTime() >= since);
    otp = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const verify = await fetch(`${url}/api/v1/auth/verify-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp }),
  });
  expect(verify.status).toBe(200);
  return verify.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

interface InvoiceAnswer {
  _id: string;
  paidAmount: number;
  payments: { amount: number; reference?: string | null }[];
}

describe('kill -9 under 20 writing clients (PGlite on disk)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pgportal-crash-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every payment whose answer was acknowledged', async () => {
    // The data a first start makes, and the invoice with the most outstanding, to pay ₹1 at a time.
    const setup = await openPglite(join(dataDir, 'pglite'));
    await setup.migrate();
    await seed(setup.db, { superAdminEmail: 'admin@example.com', seedDemo: true });
    const outstanding = sql<number>`${invoices.totalPaise} - ${invoices.paidPaise}`;
    const [invoice] = await setup.db
      .select({
        id: invoices.id,
        tenantId: invoices.tenantId,
        invoiceDate: invoices.invoiceDate,
        outstanding,
      })
      .from(invoices)
      .where(and(lte(invoices.invoiceDate, today())))
      .orderBy(desc(outstanding))
      .limit(1);
    await setup.close();
    expect(invoice!.outstanding).toBeGreaterThan(KILL_AFTER * 10 * 100);
    const { id: billingId, tenantId, invoiceDate } = invoice!;

    const port = await freePort();
    const server = await startServer(dataDir, port);
    const acknowledged: string[] = [];
    let sent = 0;
    try {
      const cookie = await signIn(server.url);
      const headers = { 'content-type': 'application/json', origin: server.url, cookie };
      let killed = false;
      const client = async (n: number) => {
        for (let i = 0; !killed; i += 1) {
          const reference = `CRASH-${n}-${i}`;
          const body = JSON.stringify({ paymentMode: 'CASH', paidAt: invoiceDate, amount: 1, reference });
          sent += 1;
          const response = await fetch(`${server.url}/api/v1/payment/${billingId}/pay`, {
            method: 'PATCH',
            headers,
            body,
          }).catch(() => null);
          if (response?.ok) acknowledged.push(reference);
          else if (response && !killed) throw new Error(`Payment refused: ${await response.text()}`);
        }
      };
      const kill = async () => {
        while (acknowledged.length < KILL_AFTER) await new Promise((resolve) => setTimeout(resolve, 5));
        killed = true;
        await stop(server, 'SIGKILL');
      };
      await Promise.all([kill(), ...Array.from({ length: CLIENTS }, (_, n) => client(n))]);
    } finally {
      await stop(server, 'SIGKILL');
    }
    expect(server.child.signalCode).toBe('SIGKILL');
    // Requests were still in flight when it died: the test is of a crash, not of a quiet moment.
    expect(sent).toBeGreaterThan(acknowledged.length);

    // Started again on the same folder (the lock of the killed process is stale): recovery.
    const again = await startServer(dataDir, port);
    try {
      const cookie = await signIn(again.url);
      const response = await fetch(`${again.url}/api/v1/payment/tenant-invoice/${tenantId}?limit=100`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: InvoiceAnswer[] };
      const paid = data.find((row) => row._id === billingId)!;
      const kept = new Set(paid.payments.map((payment) => payment.reference));
      expect(acknowledged.filter((reference) => !kept.has(reference))).toEqual([]);
      const sum = paid.payments.reduce((total, payment) => total + payment.amount, 0);
      expect(paid.paidAmount).toBeCloseTo(sum, 2);
    } finally {
      await stop(again, 'SIGTERM');
    }
  }, 300_000);
});
