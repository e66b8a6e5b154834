// Answers kept in memory until a table they were read from changes, on this server or any other
// (DESIGN §6 stays true: the database is the truth, a server only remembers what it last read).
// The tables tell of their changes through PostgreSQL notifications (migration 0009,
// db/changes.ts); while this server cannot hear them, nothing is kept and every read goes to the
// database.
import { getTableName, type Table } from 'drizzle-orm';

export class ReadCache<Value> {
  /** the names of the tables the kept answers were read from */
  readonly tables: ReadonlySet<string>;
  private readonly entries = new Map<string, Value>();
  /** bumped by every clear: an answer read before a change is not kept after it */
  private generation = 0;
  private hearing = false;

  constructor(
    readonly name: string,
    tables: readonly Table[],
    private readonly maxEntries: number,
  ) {
    this.tables = new Set(tables.map((table) => getTableName(table)));
  }

  /** The kept answer for `key`, or `load()`'s, kept unless a change came while it was read. */
  async get(key: string, load: () => Promise<Value>): Promise<Value> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const generation = this.mark();
    const value = await load();
    this.keepIfUnchanged(key, value, generation);
    return value;
  }

  /** The kept answer for `key`, if any. */
  peek(key: string): Value | undefined {
    return this.hearing ? this.entries.get(key) : undefined;
  }

  /** Keeps `value`, read when the cache was at `generation` (see `mark`), unless a change came since. */
  keepIfUnchanged(key: string, value: Value, generation: number) {
    if (this.hearing && generation === this.generation) this.keep(key, value);
  }

  /** The cache's generation now, to pass to `keepIfUnchanged` after a read. */
  mark(): number {
    return this.generation;
  }

  forget(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
    this.generation += 1;
  }

  /** Whether changes can be heard; while they cannot, nothing is kept. */
  setLive(live: boolean) {
    this.clear();
    this.hearing = live;
  }

  /** whether answers are kept (changes can be heard) */
  get live() {
    return this.hearing;
  }

  get size() {
    return this.entries.size;
  }

  private keep(key: string, value: Value) {
    this.entries.delete(key);
    this.entries.set(key, value);
    // A Map iterates in insertion order: the first key is the answer kept longest ago.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
