// `npm run billing`: one run of the billing job by hand, on the database the server would use
// (DATA_DIR's PGlite, or DATABASE_URL). `--today=YYYY-MM-DD` runs it as on another day;
// `--no-reminders` issues and marks without mailing (a backfill, the benchmark).
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { outboxDir } from './routes/dev';
import { runBillingJob } from './services/payments/job/run';

async function main() {
  const config = loadConfig(process.env);
  const today = process.argv.find((arg) => arg.startsWith('--today='))?.slice('--today='.length);
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    throw new Error(`--today must be YYYY-MM-DD, got '${today}'.`);
  }
  const database = await openDatabase(config);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outboxDir: outboxDir(config.dataDir),
  });
  try {
    await database.migrate();
    const started = performance.now();
    const result = await runBillingJob(
      {
        db: database.db,
        mailer,
        config,
        log: { error: (object, message) => console.error(message, object) },
      },
      { today, reminders: !process.argv.includes('--no-reminders') },
    );
    console.log(
      result.ran
        ? `Billing: ${result.issued} invoices issued, ${result.overdue} marked overdue, ${result.lateFees} late fees charged, ${result.reminders} reminders sent in ${Math.round(performance.now() - started)} ms.`
        : `Billing: another server is running the job; ${result.reminders} reminders sent.`,
    );
  } finally {
    mailer.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Billing failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
