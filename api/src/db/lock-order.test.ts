import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCK_ORDER, locksTaken, type LockStep } from './lock-order';

const SERVICES = join(__dirname, '../services');
/** A row lock, an advisory lock, or a helper that takes one. */
const TAKES_LOCKS = /\.for\('(update|share)'|for update|for share|shareBillingLock\(|tryBillingLock\(/i;
/** Files that take a lock for their caller, inside the caller's order (the caller names the steps). */
const LOCK_HELPERS = [
  'complaints/write.ts',
  'expenses/read.ts',
  'files/uploads.ts',
  'notices/read.ts',
  'payments/close-claims.ts',
  'payments/job/lock.ts',
  'payments/take-charges.ts',
  'properties/read.ts',
  'rooms/read.ts',
  'tenants/profile.ts',
  'users/write.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the lock order', () => {
  it('takes steps in the order of the table, skipping any', () => {
    expect(locksTaken('property', 'bed', 'totals')).toEqual(['property', 'bed', 'totals']);
    expect(locksTaken(...LOCK_ORDER)).toEqual(LOCK_ORDER);
  });

  it('refuses a step taken before an earlier one, or twice', () => {
    expect(() => locksTaken('tenant', 'bed')).toThrow('bed comes before tenant');
    expect(() => locksTaken('invoice', 'invoice')).toThrow();
    expect(() => locksTaken('nothing' as never)).toThrow('not a step');
  });

  it('is named by every service that takes locks, and written nowhere else', () => {
    const files = sourceFiles(SERVICES).map((path) => ({
      name: relative(SERVICES, path),
      text: readFileSync(path, 'utf8'),
    }));
    const unnamed = files
      .filter(({ name, text }) => TAKES_LOCKS.test(text) && !LOCK_HELPERS.includes(name))
      .filter(({ text }) => !text.includes('locksTaken('))
      .map(({ name }) => name);
    expect(unnamed).toEqual([]);
    const ownOrders = files.filter(({ text }) => /Lock order:/.test(text)).map(({ name }) => name);
    expect(ownOrders).toEqual([]);
  });

  it("holds every service's named steps to the table's order", () => {
    const calls = sourceFiles(SERVICES).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/^locksTaken\(([^)]*)\);$/gm)].map((match) => ({
        name: relative(SERVICES, path),
        steps: [...match[1]!.matchAll(/'(\w+)'/g)].map((step) => step[1]) as LockStep[],
      })),
    );
    expect(calls.length).toBeGreaterThan(20);
    const outOfOrder = calls.filter(({ steps }) => {
      try {
        locksTaken(...steps);
        return false;
      } catch {
        return true;
      }
    });
    expect(outOfOrder).toEqual([]);
  });
});
