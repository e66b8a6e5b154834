// Sign-in codes: 6 digits from a CSPRNG, stored as a salted scrypt hash, valid 10 minutes,
// single use, 5 wrong tries void it, a new request replaces the old one.
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes, type SubjectKind } from '../db/schema';
import { badRequest } from '../errors';

export const CODE_TTL_MINUTES = 10;
export const MAX_ATTEMPTS = 5;

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

/** Stores a fresh code for the subject, replacing any earlier one. */
export async function storeCode(db: Db, subject: Subject, code: string): Promise<void> {
  const salt = randomBytes(16);
  const codeHash = (await hashCode(code, salt)).toString('hex');
  const values = {
    codeHash,
    salt: salt.toString('hex'),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    attempts: 0,
    consumedAt: null,
    createdAt: new Date(),
  };
  await db
    .insert(otpCodes)
    .values({ subjectKind: subject.kind, subjectId: subject.id, ...values })
    .onConflictDoUpdate({ target: [otpCodes.subjectKind, otpCodes.subjectId], set: values });
}

export const NO_CODE = 'No OTP is pending for this email. Please request a new one.';
export const CODE_USED = 'This OTP has already been used. Please request a new one.';
export const CODE_EXPIRED = 'OTP has expired. Please request a new one.';
export const CODE_VOIDED = 'Too many wrong attempts. Please request a new OTP.';

function wrongCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return 'Invalid OTP. No attempts left. Please request a new one.';
  return `Invalid OTP. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

/** Consumes the subject's code if `code` matches; otherwise throws a 400 saying why. */
export async function consumeCode(db: Db, subject: Subject, code: string): Promise<void> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.subjectKind, subject.kind), eq(otpCodes.subjectId, subject.id)))
    .limit(1);
  if (!row) throw badRequest(NO_CODE);
  if (row.consumedAt) throw badRequest(CODE_USED);
  if (row.attempts >= MAX_ATTEMPTS) throw badRequest(CODE_VOIDED);
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(CODE_EXPIRED);

  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = await hashCode(code, Buffer.from(row.salt, 'hex'));
  // Conditions repeat what was read, so that two requests racing on one code cannot both win.
  const unchanged = and(
    eq(otpCodes.id, row.id),
    eq(otpCodes.codeHash, row.codeHash),
    isNull(otpCodes.consumedAt),
    lt(otpCodes.attempts, MAX_ATTEMPTS),
  );
  if (actual.length === expected.length && timingSafeEqual(actual, expected)) {
    const consumed = await db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(unchanged)
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) throw badRequest(CODE_USED);
    return;
  }
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(unchanged)
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw badRequest(CODE_VOIDED);
  throw badRequest(wrongCodeMessage(MAX_ATTEMPTS - counted.attempts));
}
