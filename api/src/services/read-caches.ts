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
import type { StopListening } from '../db/changes';
import { ReadCache } from './read-cache';
import type { KeptSession } from './sessions';

export interface ReadCaches {
  /** who a session token belongs to: every signed-in request asks */
  sessions: ReadCache<KeptSession>;
  /** pages of GET /tenant/ (JSON text), by scope and query */
  tenantList: ReadCache<string>;
  /** GET /stats/ (JSON text), by scope and month */
  stats: ReadCache<string>;
}

export function createReadCaches(): ReadCaches {
  return {
    // A staff row names the user's properties; a tenant's row is the whole tenant.
    sessions: new ReadCache('sessions', [sessions, users, propertyManagers, properties, tenants], 10_000),
    tenantList: new ReadCache('tenantList', [tenants, properties, rooms, beds], 1_000),
    stats: new ReadCache('stats', [propertyTotals, propertyCollections], 1_000),
  };
}

const each = (caches: ReadCaches): Array<ReadCache<unknown>> => [
  caches.sessions,
  caches.tenantList,
  caches.stats,
];

/** Drops everything kept (after a write through this server). */
export function clearReadCaches(caches: ReadCaches) {
  for (const cache of each(caches)) cache.clear();
}

/** Keeps answers while the database tells of changes; returns how to stop. */
export function connectReadCaches(caches: ReadCaches, database: Database): Promise<StopListening> {
  return database.listenForChanges({
    changed: (table) => {
      for (const cache of each(caches)) if (cache.tables.has(table)) cache.clear();
    },
    connected: (live) => {
      for (const cache of each(caches)) cache.setLive(live);
    },
  });
}
