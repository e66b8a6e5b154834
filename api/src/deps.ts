// What routes and services share: configuration, database, mail and file uploads.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Uploads } from './services/files/uploads';

export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  uploads: Uploads;
}
