// The daily digest (issue 42): the billing job mails each staff member who chose it what tenants
// claimed, gave notice of or disputed in their properties yesterday (the day in India). Each person's
// digest is claimed in their row before it is sent, so it goes once a day however many servers run
// the job; a day with nothing new sends nothing. Police verifications due today or overdue since
// yesterday are named too (issue 45).
import { and, eq, gte, inArray, isNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import { ADMIN_ROLES } from '@pgportal/contracts/enums';
import { href } from '@pgportal/contracts/paths';
import type { Db } from '../../db/client';
import {
  exitStatements,
  exitStatementVersions,
  invoices,
  paymentClaims,
  properties,
  propertyManagers,
  tenantNotices,
  tenants,
  users,
} from '../../db/schema';
import { waitingDigestMail } from '../../mail/waiting-mails';
import { policeReminders } from '../police/reminders';
import { eventSentence, type WaitingMailDeps } from './notify';

const DAY_MS = 86_400_000;

/** Claims this person's digest of today: false when another run already sent it. */
async function claimDigest(db: Db, userId: string, startOfToday: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ waitingDigestAt: now })
    .where(
      and(eq(users.id, userId), or(isNull(users.waitingDigestAt), lt(users.waitingDigestAt, startOfToday))),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** The events of these properties since `since`, each as the sentence staff read. */
async function eventsBetween(
  db: Db,
  propertyIds: 'all' | string[],
  since: Date,
  until: Date,
): Promise<string[]> {
  const inScope = (column: AnyColumn) =>
    propertyIds === 'all' ? sql`true` : propertyIds.length ? inArray(column, propertyIds) : sql`false`;
  const claims = await db
    .select({
      propertyId: paymentClaims.propertyId,
      tenantId: paymentClaims.tenantId,
      tenantName: tenants.fullName,
      propertyName: properties.name,
      amountPaise: paymentClaims.amountPaise,
      utr: paymentClaims.utr,
      invoiceNumber: invoices.invoiceId,
    })
    .from(paymentClaims)
    .innerJoin(tenants, eq(tenants.id, paymentClaims.tenantId))
    .innerJoin(properties, eq(properties.id, paymentClaims.propertyId))
    .innerJoin(invoices, eq(invoices.id, paymentClaims.invoiceId))
    .where(
      and(
        inScope(paymentClaims.propertyId),
        gte(paymentClaims.createdAt, since),
        lt(paymentClaims.createdAt, until),
      ),
    )
    .orderBy(paymentClaims.createdAt);
  const notices = await db
    .select({
      propertyId: tenantNotices.propertyId,
      tenantId: tenantNotices.tenantId,
      tenantName: tenants.fullName,
      propertyName: properties.name,
      moveOutDate: tenantNotices.moveOutDate,
    })
    .from(tenantNotices)
    .innerJoin(tenants, eq(tenants.id, tenantNotices.tenantId))
    .innerJoin(properties, eq(properties.id, tenantNotices.propertyId))
    .where(
      and(
        inScope(tenantNotices.propertyId),
        eq(tenantNotices.givenBy, 'TENANT'),
        gte(tenantNotices.createdAt, since),
        lt(tenantNotices.createdAt, until),
      ),
    )
    .orderBy(tenantNotices.createdAt);
  const disputes = await db
    .select({
      propertyId: exitStatements.propertyId,
      tenantId: exitStatements.tenantId,
      tenantName: tenants.fullName,
      propertyName: properties.name,
      comment: exitStatementVersions.comment,
    })
    .from(exitStatementVersions)
    .innerJoin(exitStatements, eq(exitStatements.id, exitStatementVersions.statementId))
    .innerJoin(tenants, eq(tenants.id, exitStatements.tenantId))
    .innerJoin(properties, eq(properties.id, exitStatements.propertyId))
    .where(
      and(
        inScope(exitStatements.propertyId),
        eq(exitStatementVersions.response, 'DISPUTED'),
        gte(exitStatementVersions.respondedAt, since),
        lt(exitStatementVersions.respondedAt, until),
      ),
    )
    .orderBy(exitStatementVersions.respondedAt);
  // One transfer claimed on several invoices is one line.
  const transfers = new Map<string, (typeof claims)[number] & { invoiceNumbers: string[]; total: number }>();
  for (const claim of claims) {
    const key = `${claim.tenantId}:${claim.utr}`;
    const seen = transfers.get(key);
    if (seen) {
      seen.invoiceNumbers.push(claim.invoiceNumber);
      seen.total += claim.amountPaise;
    } else transfers.set(key, { ...claim, invoiceNumbers: [claim.invoiceNumber], total: claim.amountPaise });
  }
  return [
    ...[...transfers.values()].map((claim) =>
      eventSentence(
        { kind: 'CLAIM', ...claim, amountPaise: claim.total },
        claim.tenantName,
        claim.propertyName,
      ),
    ),
    ...notices.map((notice) =>
      eventSentence({ kind: 'NOTICE', ...notice }, notice.tenantName, notice.propertyName),
    ),
    ...disputes.map((dispute) =>
      eventSentence(
        { kind: 'EXIT_DISPUTE', ...dispute, comment: dispute.comment ?? '' },
        dispute.tenantName,
        dispute.propertyName,
      ),
    ),
  ];
}

/** The billing job's step: every digest owed today; how many were mailed. */
export async function mailWaitingDigests(
  deps: WaitingMailDeps,
  today: string,
  now = new Date(),
): Promise<number> {
  const startOfToday = new Date(`${today}T00:00:00+05:30`);
  const people = await deps.db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.waitingMail, 'DIGEST'),
        or(isNull(users.waitingDigestAt), lt(users.waitingDigestAt, startOfToday)),
      ),
    );
  let sent = 0;
  for (const person of people) {
    if (!(await claimDigest(deps.db, person.id, startOfToday, now))) continue;
    const propertyIds = (ADMIN_ROLES as readonly string[]).includes(person.role)
      ? ('all' as const)
      : (
          await deps.db
            .select({ id: propertyManagers.propertyId })
            .from(propertyManagers)
            .where(eq(propertyManagers.userId, person.id))
        ).map((row) => row.id);
    const sentences = [
      ...(await eventsBetween(deps.db, propertyIds, new Date(startOfToday.getTime() - DAY_MS), startOfToday)),
      // police verifications due today or overdue since yesterday (issue 45)
      ...(await policeReminders(deps.db, propertyIds, today)),
    ];
    if (!sentences.length) continue;
    await deps.mailer.send(
      waitingDigestMail({
        to: person.email,
        staffName: person.name,
        sentences,
        url: `${deps.config.publicUrl}${href('dashboard')}`,
      }),
    );
    sent += 1;
  }
  return sent;
}
