// Random secrets and their digests. Only digests are stored; the secret travels once.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: for session cookies and verification links. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
