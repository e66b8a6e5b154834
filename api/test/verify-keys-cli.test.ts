// `npm run keys:rotate` / `keys:list` (issue 44) as an operator runs them, on an embedded database
// in a folder of its own: a rotation makes a new signing key and retires the one before, which
// stays published so the papers it signed keep verifying; anything else prints the usage.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const API_ROOT = join(__dirname, '..');

function keysCommand(dataDir: string, ...args: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(API_ROOT, 'src', 'services', 'verify', 'keys-cli.ts'), ...args],
      { cwd: API_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('the signing-key commands', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pgportal-keys-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('rotates: the new key signs, the one before is retired and still listed', async () => {
    const first = await keysCommand(dataDir, 'rotate');
    expect([first.code, first.err]).toEqual([0, '']);
    const [, firstId] = /^Key (\w+) signs from now on/.exec(first.out) ?? [];
    expect(firstId).toBeTruthy();

    const second = await keysCommand(dataDir, 'rotate');
    expect(second.code).toBe(0);
    const [, secondId] = /^Key (\w+) signs from now on/.exec(second.out) ?? [];
    expect(secondId).not.toBe(firstId);
    const listed = second.out.trim().split('\n').slice(1);
    expect(listed).toEqual([
      expect.stringMatching(new RegExp(`^${secondId}  made \\S+  signs$`)),
      expect.stringMatching(new RegExp(`^${firstId}  made \\S+  retired \\S+$`)),
    ]);
  });

  it('prints the usage for anything else', async () => {
    const answer = await keysCommand(dataDir, 'delete');
    expect(answer.code).toBe(2);
    expect(answer.err.trim()).toBe('Usage: npm run keys:rotate | npm run keys:list');
  });
});
