// Hearing which tables changed: migration 0009's triggers send each changed table's name on the
// channel below once per statement. On PostgreSQL a connection of its own listens, and comes back
// after it is lost; on PGlite (one process, one connection) the notices arrive as each statement
// commits.
import type { Client as PgClient } from 'pg';

export const CHANGES_CHANNEL = 'pgportal_changes';
const RECONNECT_MS = 1_000;

export interface ChangeListener {
  /** a statement on this table committed */
  changed: (table: string) => void;
  /** true once listening; false when the connection is lost (changes may then be missed) */
  connected: (live: boolean) => void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

export async function listenOnPglite(
  client: { listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>> },
  listener: ChangeListener,
): Promise<StopListening> {
  const unlisten = await client.listen(CHANGES_CHANNEL, listener.changed);
  listener.connected(true);
  return async () => {
    listener.connected(false);
    await unlisten();
  };
}

export async function listenOnPostgres(
  connectionString: string,
  listener: ChangeListener,
): Promise<StopListening> {
  const { Client } = await import('pg');
  let current: PgClient | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lose = (client: PgClient) => {
    if (client !== current) return;
    current = null;
    listener.connected(false);
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    // TCP keep-alive: a connection silently cut (no reset) is noticed, not listened on forever.
    const client = new Client({ connectionString, keepAlive: true });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) listener.changed(message.payload);
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
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    if (client) {
      current = null;
      listener.connected(false);
      await client.end().catch(() => undefined);
    }
  };
}
