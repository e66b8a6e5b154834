// One run of the billing job on a test app's database, as the server runs it, with no reminders
// mailed unless a test asks for them.
import { runBillingJob } from '../src/services/payments/job/run';
import type { TestApp } from './helpers';

export const runJobOn = (t: TestApp, today: string, { reminders = false } = {}) =>
  runBillingJob({ db: t.database.db, mailer: t.app.deps.mailer, config: t.config }, { today, reminders });
