// Hearing which tables changed: migration 0009's triggers send each changed table's name on the
// channel below once per statement. On PostgreSQL a connection of its own listens, and comes back
// after it is lost; on PGlite (one process, one connection) the notices arrive as each statement
// commits.
import type { Client as PgClient } from 'pg';

export const CHANGES_CHANNEL = 'pgportal_changes';
/** The listening connection's application_name (pg_stat_activity shows it). */
export const LISTENER_NAME = 'pgportal-changes';
const RECONNECT_MS = 1_000;

export interface ChangeListener {
  /** a statement on this table committed */
  changed: (table: string) => void;
  /** true once listening; false when the connection is lost (changes may then be missed) */
  connected: (live: boolean) => void;
}

export interface Listening {
  /** Resolves once every change committed before the call has been heard (or cannot be). */
  heard: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The payload of `heard()`'s own notice: table names never start with '~'. */
const HEARD_MARK = '~heard:';

export async function listenOnPglite(
  client: { listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>> },
  listener: ChangeListener,
): Promise<Listening> {
  const unlisten = await client.listen(CHANGES_CHANNEL, listener.changed);
  listener.connected(true);
  return {
    // One process, one connection: a notice is heard as its statement commits.
    heard: async () => undefined,
    stop: async () => {
      listener.connected(false);
      await unlisten();
    },
  };
}

export async function listenOnPostgres(
  connectionString: string,
  listener: ChangeListener,
): Promise<Listening> {
  const { Client } = await import('pg');
  let current: PgClient | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  let marks = 0;
  /** heard() calls waiting for their own notice, by payload */
  const waiting = new Map<string, () => void>();
  const releaseWaiting = () => {
    for (const release of waiting.values()) release();
    waiting.clear();
  };

  const lose = (client: PgClient) => {
    if (client !== current) return;
    current = null;
    listener.connected(false);
    releaseWaiting();
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    // TCP keep-alive: a connection silently cut (no reset) is noticed, not listened on forever.
    const client = new Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
    current = client;
    client.on('notification', ({ channel, payload }) => {
      if (channel !== CHANGES_CHANNEL || !payload) return;
      if (payload.startsWith(HEARD_MARK)) waiting.get(payload)?.();
      else listener.changed(payload);
    });
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client === current) listener.connected(true);
    } catch {
      lose(client);
    }
  };

  await connect();
  return {
    // Notices arrive in commit order: once this connection hears its own, it has heard every
    // change committed before it. Not listening, there is nothing to wait for (nothing is kept).
    heard: async () => {
      const client = current;
      if (!client) return;
      marks += 1;
      const mark = `${HEARD_MARK}${marks}`;
      const arrived = new Promise<void>((resolve) => waiting.set(mark, resolve));
      try {
        await client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, mark]);
        await arrived;
      } catch {
        // The connection was lost: nothing is kept until it is back, so nothing to wait for.
      } finally {
        waiting.delete(mark);
      }
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      releaseWaiting();
      const client = current;
      if (client) {
        current = null;
        listener.connected(false);
        await client.end().catch(() => undefined);
      }
    },
  };
}
