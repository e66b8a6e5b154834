// What routes and services share: configuration, database, kept answers, mail and file uploads.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { ReadCaches } from './services/read-caches';
import type { Uploads } from './services/uploads';

export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** answers kept in memory until their tables change */
  caches: ReadCaches;
  uploads: Uploads;
}
