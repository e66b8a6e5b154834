// The answers this server keeps (services/read-cache.ts), each with the tables it is read from:
// a change to one of them, on any server, drops what was kept. Writes through this server drop
// everything at once (plugins/read-caches.ts), so its own next answer never lags behind them.
import {
  beds,
  properties,
  propertyCollections,
  propertyManagers,
  propertyTotals,
  rooms,
  sessions,
  tenants,
  users,
} from '../db/schema';
import type { Database } from '../db/client';
import type { Listening } from '../db/changes';
import { ReadCache } from './read-cache';
import type { KeptSession } from './sessions';

export interface ReadCaches {
  /** who a session token belongs to: every signed-in request asks */
  sessions: ReadCache<KeptSession>;
  /** pages of GET /tenant/ (JSON text), by scope and query */
  tenantList: ReadCache<string>;
  /** GET /stats/ (JSON text), by scope and month */
  stats: ReadCache<string>;
  /** Keeps answers from now on, while the database tells of changes. */
  listen: (database: Database) => Promise<void>;
  stopListening: () => Promise<void>;
  /** Resolves once this server has heard of every change committed before the call. */
  changesHeard: () => Promise<void>;
  /** Drops everything kept (after a write through this server). */
  clear: () => void;
}

export function createReadCaches(): ReadCaches {
  // A staff row names the user's properties; a tenant's row is the whole tenant.
  const sessionCache = new ReadCache<KeptSession>(
    'sessions',
    [sessions, users, propertyManagers, properties, tenants],
    10_000,
  );
  const tenantList = new ReadCache<string>('tenantList', [tenants, properties, rooms, beds], 1_000);
  const stats = new ReadCache<string>('stats', [propertyTotals, propertyCollections], 1_000);
  const all: Array<ReadCache<unknown>> = [sessionCache, tenantList, stats];
  let listening: Listening | undefined;
  return {
    sessions: sessionCache,
    tenantList,
    stats,
    listen: async (database) => {
      listening = await database.listenForChanges({
        changed: (table) => {
          for (const cache of all) if (cache.tables.has(table)) cache.clear();
        },
        connected: (live) => {
          for (const cache of all) cache.setLive(live);
        },
      });
    },
    stopListening: async () => {
      await listening?.stop();
      listening = undefined;
    },
    changesHeard: async () => listening?.heard(),
    clear: () => {
      for (const cache of all) cache.clear();
    },
  };
}
