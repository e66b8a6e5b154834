// The billing job's reminder mails: each invoice's reminder of a kind is claimed in
// invoice_reminders before it is sent, so every server may send reminders at once.
import { and, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { invoiceLines, invoiceReminders, invoices, properties, tenants } from '../../../db/schema';
import type { Language } from '@pgportal/contracts/enums';
import { reminderMail, type ReminderKind } from '../../../mail/billing-mails';
import { dayIn } from '../../../mail/locale';
import { formatPaise } from '../../money';
import { plusDays } from '../../calendar';
import { policySentence } from '../late-fee-rule';
import { outstandingPaise, overdueSql, owesSql } from '../status';
import type { BillingJobDeps } from './run';

/** Which invoices are owed each reminder today. */
function reminderWindow(kind: ReminderKind, today: string) {
  switch (kind) {
    case 'ISSUED':
      // issued today or in the two days before (a server that was down catches up)
      return and(gte(invoices.invoiceDate, plusDays(today, -2)), lte(invoices.invoiceDate, today));
    case 'DUE_SOON':
      // outstanding and not yet overdue (the status rule: UNPAID or PARTIAL)
      return and(
        owesSql(),
        gte(invoices.dueDate, today),
        lte(invoices.dueDate, plusDays(today, 3)),
        sql`${invoices.invoiceDate} < ${today}`,
      );
    case 'OVERDUE':
      // the day after it became overdue (dueDate + 2), or up to a week later when the job missed it
      return and(
        overdueSql(today),
        lte(invoices.dueDate, plusDays(today, -2)),
        gte(invoices.dueDate, plusDays(today, -9)),
      );
  }
}

/** The invoice's late fees so far: its LATE_FEE lines, waivers (negative lines) included. */
const lateFeesPaise = sql<string>`(select coalesce(sum(${invoiceLines.amountPaise}), 0) from ${invoiceLines}
  where ${invoiceLines.invoiceId} = ${invoices.id} and ${invoiceLines.kind} = 'LATE_FEE')`;

/** 'Late fees so far: ₹150.00. A late fee of …' (issue 23), or undefined without a policy. */
function lateFeeText(invoice: {
  lateFeesPaise: string | number;
  policy: 'NONE' | 'FLAT' | 'PER_DAY';
  amountPaise: number;
  graceDays: number;
  capPaise: number;
  language: Language;
}): string | undefined {
  const { language } = invoice;
  const policy = policySentence(invoice, language);
  const accrued = Number(invoice.lateFeesPaise);
  if (!policy && accrued === 0) return undefined;
  const sofar = formatPaise(accrued, language);
  const lead = language === 'hi' ? `अब तक का विलंब शुल्क: ${sofar}।` : `Late fees so far: ${sofar}.`;
  return `${lead}${policy ? ` ${policy}` : ''}`;
}

/**
 * Sends the reminders of a kind owed today, or, given `invoiceIds`, those invoices' reminder of
 * that kind whatever their dates (each still once: the claim below).
 */
export async function sendReminders(
  deps: BillingJobDeps,
  kind: ReminderKind,
  today: string,
  invoiceIds?: string[],
): Promise<number> {
  const { db } = deps;
  const owed = await db
    .select({
      id: invoices.id,
      invoiceId: invoices.invoiceId,
      totalPaise: invoices.totalPaise,
      paidPaise: invoices.paidPaise,
      dueDate: invoices.dueDate,
      email: tenants.email,
      tenantName: tenants.fullName,
      language: tenants.language,
      propertyName: properties.name,
      lateFeesPaise,
      policy: properties.lateFeePolicy,
      amountPaise: properties.lateFeeAmountPaise,
      graceDays: properties.lateFeeGraceDays,
      capPaise: properties.lateFeeCapPaise,
    })
    .from(invoices)
    // a tenant admitted without an e-mail (issue 42) is reminded from the Dues page, not mailed
    .innerJoin(
      tenants,
      and(eq(tenants.id, invoices.tenantId), isNull(tenants.deletedAt), ne(tenants.email, '')),
    )
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .leftJoin(
      invoiceReminders,
      and(eq(invoiceReminders.invoiceId, invoices.id), eq(invoiceReminders.kind, kind)),
    )
    .where(
      and(
        invoiceIds ? inArray(invoices.id, invoiceIds) : reminderWindow(kind, today),
        isNull(invoiceReminders.invoiceId),
      ),
    );
  let sent = 0;
  for (const invoice of owed) {
    const due = outstandingPaise(invoice);
    if (due === 0) continue;
    // The claim: whoever inserts the row sends the mail, once.
    const claimed = await db
      .insert(invoiceReminders)
      .values({ invoiceId: invoice.id, kind })
      .onConflictDoNothing()
      .returning({ invoiceId: invoiceReminders.invoiceId });
    if (!claimed.length) continue;
    try {
      await deps.mailer.send(
        reminderMail(kind, {
          to: invoice.email,
          tenantName: invoice.tenantName,
          propertyName: invoice.propertyName,
          invoiceId: invoice.invoiceId,
          amountDue: formatPaise(due, invoice.language),
          dueDate: dayIn(invoice.language, invoice.dueDate),
          billingUrl: `${deps.config.publicUrl}/tenant/billing`,
          lateFee: lateFeeText(invoice),
          language: invoice.language,
        }),
      );
      sent += 1;
    } catch (error) {
      // Not sent: release the claim so that the next run tries again.
      await db
        .delete(invoiceReminders)
        .where(and(eq(invoiceReminders.invoiceId, invoice.id), eq(invoiceReminders.kind, kind)));
      deps.log?.error({ err: error }, `Could not mail the ${kind} reminder of ${invoice.invoiceId}`);
    }
  }
  return sent;
}

/**
 * The mail of a new invoice, at once, for invoices issued outside the job (a back-dated admission's,
 * dated before the days the job mails): the same mail, claimed the same way, so it goes once.
 * Run it after their transaction committed; a failed mail is logged and never undoes them.
 */
export async function mailIssuedInvoices(
  deps: BillingJobDeps,
  invoiceIds: string[],
  today: string,
): Promise<number> {
  if (!invoiceIds.length) return 0;
  try {
    return await sendReminders(deps, 'ISSUED', today, invoiceIds);
  } catch (error) {
    deps.log?.error({ err: error }, 'Could not mail the invoices just issued');
    return 0;
  }
}
