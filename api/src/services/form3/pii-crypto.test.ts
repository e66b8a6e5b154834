import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { decryptPii, encryptPii, piiKeyOf } from './pii-crypto';

describe('passport and visa numbers at rest', () => {
  const key = randomBytes(32);

  it('decrypts only with the same key, tenant and field; the stored text holds no plain number', () => {
    const stored = encryptPii(key, 'K1234567', 't1:passport');
    expect(stored).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('K1234567');
    expect(encryptPii(key, 'K1234567', 't1:passport')).not.toBe(stored);
    expect(decryptPii(key, stored, 't1:passport')).toBe('K1234567');
    expect(decryptPii(key, stored, 't2:passport')).toBeNull();
    expect(decryptPii(key, stored, 't1:visa')).toBeNull();
    expect(decryptPii(randomBytes(32), stored, 't1:passport')).toBeNull();
    expect(decryptPii(key, `${stored.slice(0, -4)}AAAA`, 't1:passport')).toBeNull();
    expect(decryptPii(key, 'K1234567', 't1:passport')).toBeNull();
  });

  it('makes a key file in the data folder once (mode 0600) when PII_ENCRYPTION_KEY is unset', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pii-key-'));
    try {
      const first = piiKeyOf({ dataDir, piiEncryptionKey: null });
      expect(first).toHaveLength(32);
      const file = join(dataDir, 'pii-encryption.key');
      expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(piiKeyOf({ dataDir, piiEncryptionKey: null }).equals(first)).toBe(true);
      expect(piiKeyOf({ dataDir, piiEncryptionKey: key })).toBe(key);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads PII_ENCRYPTION_KEY as 32 bytes of base64, and refuses anything else', () => {
    expect(loadConfig({ PII_ENCRYPTION_KEY: key.toString('base64') }).piiEncryptionKey?.equals(key)).toBe(
      true,
    );
    expect(loadConfig({}).piiEncryptionKey).toBeNull();
    expect(() => loadConfig({ PII_ENCRYPTION_KEY: 'secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ PII_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(
      /PII_ENCRYPTION_KEY must be 32 random bytes/,
    );
  });
});
