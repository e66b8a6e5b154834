// Mails to the staff of a property when a tenant claims a payment, gives notice or disputes an exit
// statement (issue 42): one mail per event to each who chose it (the default), after the write
// committed; a failed mail never undoes what was saved. Those who chose the daily digest hear of it
// from the billing job (digest.ts).
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { ADMIN_ROLES, type WaitingMailChoice } from '@pgportal/contracts/enums';
import { formatDayMonthYear, formatName } from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { invoices, properties, propertyManagers, tenants, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { waitingEventMail } from '../../mail/waiting-mails';
import { formatPaise } from '../money';

export interface WaitingMailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

export type WaitingEvent =
  | {
      kind: 'CLAIM';
      propertyId: string;
      tenantId: string;
      amountPaise: number;
      utr: string;
      invoiceNumbers: string[];
    }
  | { kind: 'NOTICE'; propertyId: string; tenantId: string; moveOutDate: string }
  | { kind: 'EXIT_DISPUTE'; propertyId: string; tenantId: string; comment: string };

/** The staff of a property (its managers and every admin) who chose `choice`. */
export async function staffOfProperty(db: Db, propertyId: string, choice: WaitingMailChoice) {
  return db
    .selectDistinct({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .leftJoin(propertyManagers, eq(propertyManagers.userId, users.id))
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.waitingMail, choice),
        or(inArray(users.role, [...ADMIN_ROLES]), eq(propertyManagers.propertyId, propertyId)),
      ),
    );
}

/** An invoice's number (INV-2026-000123), for a claim's mail. */
export async function invoiceNumberOf(db: Db, invoiceId: string): Promise<string> {
  const [row] = await db
    .select({ number: invoices.invoiceId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.number ?? '';
}

/** What happened, in one sentence staff read (the mail and the digest say the same). */
export function eventSentence(event: WaitingEvent, tenantName: string, propertyName: string): string {
  const who = formatName(tenantName);
  switch (event.kind) {
    case 'CLAIM':
      return `${who} at ${propertyName} says they paid ${formatPaise(event.amountPaise)} for ${event.invoiceNumbers.join(', ')}, UTR ${event.utr}. Confirm or reject it.`;
    case 'NOTICE':
      return `${who} at ${propertyName} gave notice: moving out on ${formatDayMonthYear(event.moveOutDate)}.`;
    case 'EXIT_DISPUTE':
      return `${who} at ${propertyName} disputed their exit statement: “${event.comment}”`;
  }
}

/** Mails each staff member of the event's property who takes a mail per event; the error, if any, to log. */
export async function mailWaitingEvent(deps: WaitingMailDeps, event: WaitingEvent): Promise<unknown> {
  try {
    const [facts] = await deps.db
      .select({ tenantName: tenants.fullName, propertyName: properties.name })
      .from(tenants)
      .innerJoin(properties, eq(properties.id, event.propertyId))
      .where(eq(tenants.id, event.tenantId));
    if (!facts) return null;
    const sentence = eventSentence(event, facts.tenantName, facts.propertyName);
    const url = `${deps.config.publicUrl}${event.kind === 'CLAIM' ? href('dashboard') : href('tenantView', { id: event.tenantId })}`;
    for (const person of await staffOfProperty(deps.db, event.propertyId, 'EACH')) {
      await deps.mailer.send(
        waitingEventMail({
          to: person.email,
          staffName: person.name,
          kind: event.kind,
          tenantName: facts.tenantName,
          sentence,
          url,
        }),
      );
    }
    return null;
  } catch (error) {
    return error;
  }
}
