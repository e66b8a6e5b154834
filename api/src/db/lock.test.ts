import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './lock';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pgportal-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the pid, refuses a second holder and frees the folder on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another PG Portal server (pid ${process.pid}) is using ${dir}. Stop it or set DATA_DIR to another folder.`,
    );
    lock.release();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses a folder locked by another live process', () => {
    writeFileSync(join(dir, 'pglite.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another PG Portal server (pid ${process.ppid}) is using ${dir}.`,
    );
  });

  it('takes over a stale lock whose process is gone', () => {
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(join(dir, 'pglite.lock'), `${gone}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock left by an earlier run of this very process id', () => {
    writeFileSync(join(dir, 'pglite.lock'), `${process.pid}\n`);
    acquireDataDirLock(dir).release();
  });
});
