// The signing keys (db/schema/verify.ts): the newest unretired key signs; every key ever made
// verifies. Read from the database on each use, so every server signs and verifies alike.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signingKeys, type SigningKeyRow } from '../../db/schema';

function newKey(): Omit<SigningKeyRow, 'createdAt' | 'retiredAt'> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    id: randomBytes(4).toString('hex'),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

const newestActive = async (db: Executor) =>
  (
    await db
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(desc(signingKeys.createdAt), desc(signingKeys.id))
      .limit(1)
  )[0];

/**
 * The key that signs now, made on first use (the server calls this at start). Two servers starting
 * at once may each make one; both are kept and the newest signs, so every token still verifies.
 */
export async function signingKey(db: Executor): Promise<SigningKeyRow> {
  const found = await newestActive(db);
  if (found) return found;
  await db.insert(signingKeys).values(newKey()).onConflictDoNothing();
  return (await newestActive(db))!;
}

/** Rotation: a new key signs from now on; the old ones stay and keep verifying their papers. */
export async function rotateSigningKey(db: Executor): Promise<SigningKeyRow> {
  return db.transaction(async (tx) => {
    await tx.update(signingKeys).set({ retiredAt: new Date() }).where(isNull(signingKeys.retiredAt));
    const [row] = await tx.insert(signingKeys).values(newKey()).returning();
    return row!;
  });
}

/** A key by its id (retired or not), or null. */
export async function keyById(db: Executor, id: string): Promise<SigningKeyRow | null> {
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.id, id));
  return row ?? null;
}

/** Every public key, newest first: what GET /verify/keys publishes. */
export async function publicKeys(db: Executor) {
  const rows = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt), desc(signingKeys.id));
  return rows.map((row) => ({
    keyId: row.id,
    algorithm: 'Ed25519' as const,
    publicKeyPem: row.publicKey,
    createdAt: row.createdAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
  }));
}
