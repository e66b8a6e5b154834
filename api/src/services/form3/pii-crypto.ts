// Whole passport and visa numbers at rest (issue 45): AES-256-GCM with a key kept outside the
// database, PII_ENCRYPTION_KEY (32 bytes, base64), or, unset, DATA_DIR/pii-encryption.key, made
// with mode 0600 on first use. A value is 'v1:' + base64(iv 12 bytes | tag 16 bytes | ciphertext);
// the tenant's id and the field's name are bound in as associated data, so a ciphertext copied
// to another tenant or field does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';

const KEY_FILE = 'pii-encryption.key';
const cache = new Map<string, Buffer>();

/** The key: the configured one, else the data folder's file (made now when missing). */
export function piiKeyOf(config: Pick<Config, 'piiEncryptionKey' | 'dataDir'>): Buffer {
  if (config.piiEncryptionKey) return config.piiEncryptionKey;
  const path = join(config.dataDir, KEY_FILE);
  const cached = cache.get(path);
  if (cached) return cached;
  let key: Buffer;
  try {
    key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    // 'wx': two servers starting at once do not overwrite each other's key
    try {
      writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  }
  if (key.length !== 32) throw new Error(`${path} must hold 32 bytes in base64`);
  cache.set(path, key);
  return key;
}

export function encryptPii(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The plain text, or null when the value was not made with this key and context. */
export function decryptPii(key: Buffer, stored: string, context: string): string | null {
  if (!stored.startsWith('v1:')) return null;
  const bytes = Buffer.from(stored.slice(3), 'base64');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
