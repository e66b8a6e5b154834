// Sign-in codes: 6 digits from a CSPRNG, stored as a salted scrypt hash, valid 10 minutes,
// single use, 5 tries void it, a new request replaces the old one unless that one is still valid
// and less than a minute old (then both stay valid). Every failed check has one answer.
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, gt, gte, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, type SubjectKind } from '../../db/schema';
import { badRequest } from '../../errors';

export const CODE_TTL_MINUTES = 10;
export const MAX_ATTEMPTS = 5;
/** A code younger than this is not voided by a new request: its owner may be typing it. */
export const CODE_GRACE_MS = 60_000;

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
/**
 * About 15 ms and 4 MB per hash: a leaked row still costs hours to brute-force, far beyond the
 * code's 10 minutes, while sign-in stays cheap on 2 cores and within the memory budget.
 */
const SCRYPT = { N: 4096, r: 8, p: 1 };

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

async function hashCode(code: string, salt: Buffer): Promise<Buffer> {
  return scryptAsync(code, salt, 32, SCRYPT);
}

/** The same work as storing a code, for e-mails that have no account (equal timing). */
export async function hashDecoy(): Promise<void> {
  await hashCode(newCode(), randomBytes(16));
}

export interface Subject {
  kind: SubjectKind;
  id: string;
}

const ofSubject = (subject: Subject) =>
  and(eq(otpCodes.subjectKind, subject.kind), eq(otpCodes.subjectId, subject.id));

/**
 * Stores a fresh code for the subject. Earlier codes are voided, except those still valid and
 * created less than CODE_GRACE_MS ago: they stay valid beside the new one.
 */
export async function storeCode(db: Db, subject: Subject, code: string): Promise<void> {
  const salt = randomBytes(16);
  const codeHash = (await hashCode(code, salt)).toString('hex');
  const now = Date.now();
  await db
    .delete(otpCodes)
    .where(
      and(
        ofSubject(subject),
        or(
          isNotNull(otpCodes.consumedAt),
          gte(otpCodes.attempts, MAX_ATTEMPTS),
          lte(otpCodes.expiresAt, new Date(now)),
          lte(otpCodes.createdAt, new Date(now - CODE_GRACE_MS)),
        ),
      ),
    );
  await db.insert(otpCodes).values({
    subjectKind: subject.kind,
    subjectId: subject.id,
    codeHash,
    salt: salt.toString('hex'),
    expiresAt: new Date(now + CODE_TTL_MINUTES * 60_000),
    createdAt: new Date(now),
  });
}

/**
 * The one answer to every failed code check: wrong, expired, used, voided, none pending, or no
 * such account. Telling them apart would tell a stranger the state of someone's sign-in.
 */
export const INVALID_CODE = 'Invalid or expired code. Check it, or request a new one.';

/** That answer, on the form's OTP field. */
export const invalidCode = () => badRequest(INVALID_CODE, { otp: INVALID_CODE });

/**
 * Consumes one of the subject's codes if `code` matches it; otherwise throws a 400 INVALID_CODE.
 * Each check first takes a try from every live code in one UPDATE, so even parallel checks get at
 * most MAX_ATTEMPTS tries per code; a successful sign-in voids the subject's other codes.
 */
export async function consumeCode(db: Db, subject: Subject, code: string): Promise<void> {
  const now = new Date();
  const live = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        ofSubject(subject),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, salt: otpCodes.salt });
  if (live.length === 0) {
    await hashDecoy();
    throw invalidCode();
  }
  for (const row of live) {
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = await hashCode(code, Buffer.from(row.salt, 'hex'));
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) continue;
    // Two requests racing on one code: only one of them sets consumedAt.
    const consumed = await db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) break;
    await db.delete(otpCodes).where(and(ofSubject(subject), ne(otpCodes.id, row.id)));
    return;
  }
  throw invalidCode();
}
