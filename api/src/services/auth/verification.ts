// E-mail verification links for managers and tenants: random token, stored hashed, single use, 48 h.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db, Executor } from '../../db/client';
import { tenants, users, verificationTokens } from '../../db/schema';
import { MESSAGES } from '@pgportal/contracts/messages';
import { badRequest, conflict } from '../../errors';
import { verificationMail } from '../../mail/templates';
import { newToken, sha256 } from './tokens';

export type VerificationKind = 'manager' | 'tenant';

export const TOKEN_TTL_HOURS = 48;
export const INVALID_TOKEN = MESSAGES.invalidToken;

/** A new token for the subject; any earlier unused one stops working. */
export async function issueVerificationToken(
  executor: Executor,
  kind: VerificationKind,
  subjectId: string,
): Promise<string> {
  const token = newToken();
  await executor.transaction(async (tx) => {
    await voidVerificationTokens(tx, kind, subjectId);
    await tx.insert(verificationTokens).values({
      tokenHash: sha256(token),
      kind,
      subjectId,
      expiresAt: new Date(Date.now() + TOKEN_TTL_HOURS * 3_600_000),
    });
  });
  return token;
}

/** Issues a token and mails the link `${PUBLIC_URL}/verify?token=…&role=manager|tenant`. */
export async function sendVerification(
  deps: Deps,
  kind: VerificationKind,
  subject: { id: string; email: string; name: string },
): Promise<void> {
  const token = await issueVerificationToken(deps.db, kind, subject.id);
  const link = `${deps.config.publicUrl}/verify?token=${encodeURIComponent(token)}&role=${kind}`;
  await deps.mailer.send(verificationMail(subject.email, subject.name, link, TOKEN_TTL_HOURS));
}

/** Uses the token and marks its (non-deleted) owner verified; a bad, expired or used token is a 400. */
export async function verifyEmail(db: Db, kind: VerificationKind, token: string): Promise<void> {
  // Throwing inside the transaction rolls the token back to unused.
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(verificationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationTokens.tokenHash, sha256(token)),
          eq(verificationTokens.kind, kind),
          isNull(verificationTokens.usedAt),
          gt(verificationTokens.expiresAt, new Date()),
        ),
      )
      .returning({ subjectId: verificationTokens.subjectId });
    if (!used) throw await unusableTokenError(tx, kind, token);
    const verified = { isVerified: true, updatedAt: new Date() };
    const owners =
      kind === 'manager'
        ? await tx
            .update(users)
            .set(verified)
            .where(and(eq(users.id, used.subjectId), isNull(users.deletedAt)))
            .returning({ id: users.id })
        : await tx
            .update(tenants)
            .set(verified)
            .where(and(eq(tenants.id, used.subjectId), isNull(tenants.deletedAt)))
            .returning({ id: tenants.id });
    if (owners.length === 0) throw badRequest(INVALID_TOKEN);
  });
}

/**
 * Why a token cannot be used: a link opened again after it verified its (still existing, verified)
 * owner is a 409 saying so; anything else is the usual 400.
 */
async function unusableTokenError(tx: Executor, kind: VerificationKind, token: string) {
  const [row] = await tx
    .select({ subjectId: verificationTokens.subjectId, usedAt: verificationTokens.usedAt })
    .from(verificationTokens)
    .where(and(eq(verificationTokens.tokenHash, sha256(token)), eq(verificationTokens.kind, kind)));
  if (!row?.usedAt) return badRequest(INVALID_TOKEN);
  const table = kind === 'manager' ? users : tenants;
  const [owner] = await tx
    .select({ isVerified: table.isVerified })
    .from(table)
    .where(and(eq(table.id, row.subjectId), isNull(table.deletedAt)));
  return owner?.isVerified ? conflict(MESSAGES.emailAlreadyVerified) : badRequest(INVALID_TOKEN);
}

/** Tokens of a deleted subject stop working. */
export async function voidVerificationTokens(executor: Executor, kind: VerificationKind, subjectId: string) {
  await executor
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationTokens.kind, kind),
        eq(verificationTokens.subjectId, subjectId),
        isNull(verificationTokens.usedAt),
      ),
    );
}
