// Sign-in by e-mail and a 6-digit code, for staff and tenants alike.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@pgportal/contracts/enums';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Deps } from '../../deps';
import { tenants, users, type SubjectKind, type TenantRow, type UserRow } from '../../db/schema';
import { forbidden, HttpError, notFound, tooManyRequests } from '../../errors';
import { signInCodeMail } from '../../mail/templates';
import { CODE_TTL_MINUTES, consumeCode, hashDecoy, invalidCode, newCode, storeCode } from './otp';
import { takeToken, type Limit } from './rate-limit';
import { createSession } from './sessions';

export const EMAIL_INCORRECT = MESSAGES.emailIncorrect;
export const NOT_VERIFIED = MESSAGES.verifyBeforeSignIn;

/**
 * Codes per e-mail from one client address (an IPv6 /64 counts as one): 5 an hour. An attacker
 * who uses up their own quota for someone's e-mail does not touch the owner's.
 */
export const CODES_PER_EMAIL_AND_ADDRESS: Limit = { max: 5, windowMs: 3_600_000 };
/** Codes per e-mail from all addresses together: a ceiling one address alone cannot reach. */
export const CODES_PER_EMAIL: Limit = { max: 20, windowMs: 3_600_000 };

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

/**
 * The language of a tenant's code mail: the one the sign-in page sent, which becomes their stored
 * preference (issue 27), else the stored one.
 */
async function tenantMailLanguage(deps: Deps, row: TenantRow, chosen: Language | undefined): Promise<Language> {
  if (!chosen) return row.language;
  if (chosen !== row.language) {
    await deps.db.update(tenants).set({ language: chosen, updatedAt: new Date() }).where(eq(tenants.id, row.id));
  }
  return chosen;
}

// Never negative: Node 24 warns (TimeoutNegativeWarning) where older lines silently waited 1 ms.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function takeCodeQuota(deps: Deps, key: string, limit: Limit) {
  const quota = await takeToken(deps.db, key, limit);
  if (quota.ok) return;
  const minutes = Math.ceil(quota.retryAfterMs / 60_000);
  throw tooManyRequests(
    `Too many code requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    Math.ceil(quota.retryAfterMs / 1000),
    'TOO_MANY_CODE_REQUESTS',
  );
}

/**
 * Sends a fresh code to the account's e-mail. Known and unknown e-mails take the same time:
 * both hash a code, and the answer waits until `loginFloorMs` has passed. `from` is the client's
 * address key (see addressKey); the quota per e-mail and address is taken before the ceiling per
 * e-mail, so an address over its own quota cannot use up the ceiling.
 */
export async function requestSignInCode(
  deps: Deps,
  kind: SubjectKind,
  email: string,
  log: FastifyBaseLogger,
  from: string,
  language?: Language,
) {
  const started = Date.now();
  await takeCodeQuota(deps, `code:${kind}:${email}:${from}`, CODES_PER_EMAIL_AND_ADDRESS);
  await takeCodeQuota(deps, `code:${kind}:${email}`, CODES_PER_EMAIL);
  try {
    const account = await findAccount(deps, kind, email);
    if (!account) await hashDecoy();
    assertMaySignIn(account);
    const code = newCode();
    await storeCode(deps.db, { kind, id: account.row.id }, code);
    const mailLanguage = account.kind === 'tenant' ? await tenantMailLanguage(deps, account.row, language) : 'en';
    let location: string | null;
    try {
      ({ location } = await deps.mailer.send(signInCodeMail(email, code, CODE_TTL_MINUTES, mailLanguage)));
    } catch (error) {
      log.error({ err: error }, `Could not send the sign-in code to ${email}`);
      throw new HttpError(503, MESSAGES.codeNotSent);
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
  // No account, or staff who may not sign in: the same answer as a wrong code, after the same work.
  if (!account || (account.kind === 'staff' && !account.row.isVerified)) {
    await hashDecoy();
    throw invalidCode();
  }
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
