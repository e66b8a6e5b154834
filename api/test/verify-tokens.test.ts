// Signed paper tokens (issue 44), on both databases: sign and read back, a changed byte, a key
// the portal does not hold, and a rotated key that keeps verifying what it signed; and the Node
// snippet of docs/verify.md checks a real token offline.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signingKeys } from '../src/db/schema';
import { publicKeys, rotateSigningKey, signingKey } from '../src/services/verify/keys';
import { readPaperToken, signPaper } from '../src/services/verify/tokens';
import { createTestApp, databases, type TestApp } from './helpers';

const ID = '0b7e3f5c-1d2a-4c3b-9e8f-123456789abc';

/** The `verify-offline` block of docs/verify.md, loaded as a module. */
function docSnippet(): (token: string, keys: unknown[]) => { keyId: string; kind: string; id: string } | null {
  const doc = readFileSync(join(__dirname, '../../docs/verify.md'), 'utf8');
  const code = /```js verify-offline\n([\s\S]*?)```/.exec(doc)![1]!;
  const file = join(mkdtempSync(join(tmpdir(), 'verify-doc-')), 'check.cjs');
  writeFileSync(file, `${code}\nmodule.exports = checkToken;\n`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file);
}

describe.each(databases)('paper tokens on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('signs a paper and reads it back; an HRA receipt keeps its period', async () => {
    const { db } = t.database;
    const token = await signPaper(db, { kind: 'RECEIPT', id: ID });
    expect(token.length).toBeLessThan(120);
    expect(await readPaperToken(db, token)).toEqual({ kind: 'RECEIPT', id: ID });
    const hra = await signPaper(db, { kind: 'HRA_RECEIPT', id: ID, period: { year: 2026, month: 0 } });
    expect(await readPaperToken(db, hra)).toEqual({ kind: 'HRA_RECEIPT', id: ID, period: { year: 2026, month: 0 } });
    const sheet = {
      kind: 'ELECTRICITY_WORKSHEET' as const,
      id: ID,
      stamp: Date.parse('2026-11-30T10:15:30.123Z'),
    };
    const worksheet = await signPaper(db, sheet);
    expect(worksheet.length).toBeLessThan(130);
    expect(await readPaperToken(db, worksheet)).toEqual(sheet);
  });

  it('refuses a changed byte, a key it does not hold, and garbage', async () => {
    const { db } = t.database;
    const bytes = Buffer.from(await signPaper(db, { kind: 'INVOICE', id: ID }), 'base64url');
    const changed = Buffer.from(bytes);
    changed[10] = changed[10]! ^ 1; // the object id
    expect(await readPaperToken(db, changed.toString('base64url'))).toBeNull();
    const unknownKey = Buffer.from(bytes);
    unknownKey.write('ffffffff', 1, 'hex');
    expect(await readPaperToken(db, unknownKey.toString('base64url'))).toBeNull();
    for (const garbage of ['', 'abc', 'x'.repeat(150), '!!!!']) expect(await readPaperToken(db, garbage)).toBeNull();
  });

  it('keeps a retired key verifying after a rotation, and signs with the new one', async () => {
    const { db } = t.database;
    const before = await signingKey(db);
    const old = await signPaper(db, { kind: 'RECEIPT', id: ID });
    const rotated = await rotateSigningKey(db);
    expect(rotated.id).not.toBe(before.id);
    expect((await signingKey(db)).id).toBe(rotated.id);
    expect(await readPaperToken(db, old)).toEqual({ kind: 'RECEIPT', id: ID });
    const fresh = await signPaper(db, { kind: 'RECEIPT', id: ID });
    expect(Buffer.from(fresh, 'base64url').subarray(1, 5).toString('hex')).toBe(rotated.id);
    const rows = await db.select().from(signingKeys);
    expect(rows.filter((row) => row.retiredAt === null)).toHaveLength(1);

    // The doc's offline check, with the published keys, agrees with the server: both tokens.
    const check = docSnippet();
    const keys = await publicKeys(db);
    expect(check(old, keys)).toEqual({ keyId: before.id, kind: 'RECEIPT', id: ID.replace(/-/g, '') });
    expect(check(fresh, keys)?.keyId).toBe(rotated.id);
    const tampered = Buffer.from(fresh, 'base64url');
    tampered[7] = tampered[7]! ^ 1;
    expect(check(tampered.toString('base64url'), keys)).toBeNull();
  });
});
