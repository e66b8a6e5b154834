// What routes and services share: configuration, database, mail and file storage.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/local';

export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
}
