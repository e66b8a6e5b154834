// Sign-in by e-mail and a 6-digit code, for staff and tenants alike.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps';
import { tenants, users, type SubjectKind, type TenantRow, type UserRow } from '../db/schema';
import { forbidden, HttpError, notFound, tooManyRequests } from '../errors';
import { signInCodeMail } from '../mail/templates';
import { CODE_TTL_MINUTES, consumeCode, hashDecoy, newCode, storeCode } from './otp';
import { takeToken } from './rate-limit';
import { createSession } from './sessions';

export const EMAIL_INCORRECT = 'Provided Email is incorrect';
export const NOT_VERIFIED =
  'Please verify your email before signing in. Check your inbox for the verification link.';

/** At most 5 codes per e-mail per hour. */
export const CODES_PER_EMAIL = { max: 5, windowMs: 3_600_000 };

type Account = { kind: 'staff'; row: UserRow } | { kind: 'tenant'; row: TenantRow };

async function findAccount(deps: Deps, kind: SubjectKind, email: string): Promise<Account | null> {
  if (kind === 'staff') {
    const [row] = await deps.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .limit(1);
    return row ? { kind, row } : null;
  }
  const [row] = await deps.db
    .select()
    .from(tenants)
    .where(and(eq(tenants.email, email), isNull(tenants.deletedAt)))
    .limit(1);
  return row ? { kind, row } : null;
}

/** Staff who have not verified their e-mail cannot sign in (DESIGN §4). Tenants prove it with the code. */
function assertMaySignIn(account: Account | null): asserts account is Account {
  if (!account) throw notFound(EMAIL_INCORRECT);
  if (account.kind === 'staff' && !account.row.isVerified) throw forbidden(NOT_VERIFIED);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a fresh code to the account's e-mail. Known and unknown e-mails take the same time:
 * both hash a code, and the answer waits until `loginFloorMs` has passed.
 */
export async function requestSignInCode(
  deps: Deps,
  kind: SubjectKind,
  email: string,
  log: FastifyBaseLogger,
) {
  const started = Date.now();
  const quota = await takeToken(deps.db, `code:${kind}:${email}`, CODES_PER_EMAIL);
  if (!quota.ok) {
    const minutes = Math.ceil(quota.retryAfterMs / 60_000);
    throw tooManyRequests(
      `Too many code requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      Math.ceil(quota.retryAfterMs / 1000),
    );
  }
  try {
    const account = await findAccount(deps, kind, email);
    if (!account) await hashDecoy();
    assertMaySignIn(account);
    const code = newCode();
    await storeCode(deps.db, { kind, id: account.row.id }, code);
    let location: string | null;
    try {
      ({ location } = await deps.mailer.send(signInCodeMail(email, code, CODE_TTL_MINUTES)));
    } catch (error) {
      log.error({ err: error }, `Could not send the sign-in code to ${email}`);
      throw new HttpError(503, 'We could not send the sign-in code. Please try again in a minute.');
    }
    if (!deps.config.isProduction) {
      log.info(`Sign-in code for ${email}: ${code} (${location ? `outbox: ${location}` : 'sent by SMTP'})`);
    }
  } finally {
    await sleep(started + deps.config.loginFloorMs - Date.now());
  }
}

/** Checks the code and opens a new session; tenants are marked verified (the code proves the e-mail). */
export async function completeSignIn(
  deps: Deps,
  kind: 'staff',
  email: string,
  code: string,
): Promise<{ token: string; row: UserRow }>;
export async function completeSignIn(
  deps: Deps,
  kind: 'tenant',
  email: string,
  code: string,
): Promise<{ token: string; row: TenantRow }>;
export async function completeSignIn(deps: Deps, kind: SubjectKind, email: string, code: string) {
  const account = await findAccount(deps, kind, email);
  assertMaySignIn(account);
  await consumeCode(deps.db, { kind, id: account.row.id }, code);
  const token = await createSession(deps.db, kind, account.row.id, deps.config);
  if (account.kind === 'tenant' && !account.row.isVerified) {
    const [row] = await deps.db
      .update(tenants)
      .set({ isVerified: true, updatedAt: new Date() })
      .where(eq(tenants.id, account.row.id))
      .returning();
    return { token, row: row ?? account.row };
  }
  return { token, row: account.row };
}
