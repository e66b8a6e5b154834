// The server process: config, database (PGlite or PostgreSQL), migrations, seed, listen, and a
// graceful shutdown on SIGINT/SIGTERM (a second signal forces the exit). Entry: `tsx src/server.ts`.
import { signingKey } from './services/verify/keys';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Env } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seed } from './db/seed';
import { scheduleBillingJob } from './services/payments/job/schedule';
import { scheduleFileSweep } from './services/files/sweep';
import { scheduleIdempotencyKeySweep } from './services/idempotency/sweep';
import { scheduleErasure } from './services/privacy/schedule';
import { deleteOldRateLimitEvents } from './services/auth/rate-limit';
import { deleteExpiredSessions } from './services/auth/sessions';

export interface RunningServer {
  app: FastifyInstance;
  /** http://localhost:<port> */
  url: string;
  /** Stops accepting, finishes in-flight requests, closes the database and releases its lock. */
  close: () => Promise<void>;
}

export async function startServer(env: Env = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  // The app's modules load while the database starts (PGlite compiles its WebAssembly meanwhile).
  const appModule = import('./app');
  appModule.catch(() => undefined);
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    await seed(database.db, config);
    await deleteExpiredSessions(database.db, config);
    await deleteOldRateLimitEvents(database.db);
    // The key that signs verifiable papers, made on the first start (issue 44).
    await signingKey(database.db);
    const { buildApp } = await appModule;
    app = await buildApp({ config, database });
    const address = await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (listening) => `Listening on ${listening}`,
    });
    const port = new URL(address).port || String(config.port);
    const running = app;
    // The billing job runs now and every hour (DESIGN §5); every server may run it (advisory lock).
    const billing = config.billingJob
      ? scheduleBillingJob({ db: database.db, mailer: running.deps.mailer, config, log: running.log })
      : null;
    // Files no live row names, and stale temporary uploads, go every hour (docs/operations.md "Files and retention").
    const sweep = scheduleFileSweep({ db: database.db, uploads: running.deps.uploads, log: running.log });
    // Idempotency-Keys older than 24 hours go every hour (docs/billing.md "Retries and Idempotency-Key").
    const keySweep = scheduleIdempotencyKeySweep({ db: database.db, log: running.log });
    // Personal data past the property's retention period goes every hour (docs/kyc.md "How long").
    const erasure = scheduleErasure({ db: database.db, uploads: running.deps.uploads, log: running.log });
    let closing: Promise<void> | undefined;
    return {
      app: running,
      url: `http://localhost:${port}`,
      close: () => {
        closing ??= Promise.all([billing?.stop(), sweep.stop(), keySweep.stop(), erasure.stop()])
          .then(() => running.close())
          .finally(() => database.close());
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}

/** Runs the server as a process: prints one ready line, exits 0 after a graceful close. */
async function main() {
  let server: RunningServer;
  try {
    server = await startServer(process.env);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`PG Portal cannot start: ${error.message}`);
    } else {
      console.error('PG Portal cannot start:', error);
    }
    process.exit(1);
  }
  console.log(`PG Portal is ready at ${server.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    server.app.log.info(
      `${signal}: finishing in-flight requests, then stopping (${signal} again forces it).`,
    );
    // Requests that never finish must not keep the process alive for ever.
    setTimeout(() => {
      console.error('PG Portal did not stop within 10 s: exiting now.');
      process.exit(1);
    }, 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('PG Portal did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) void main();
