// Mailing a new notice to its property's tenants (issue 27): the verified tenants on a bed of the
// property (a tenant who moved out has no bed), each in their language. Runs after the answer is sent, in batches so that
// a property of hundreds of tenants neither floods the mail server nor holds the request; a mail
// that fails is logged and the others go on (the notice itself is already saved).
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { properties, tenants, type OfficeNoticeRow } from '../../db/schema';
import { officeNoticeMail } from '../../mail/office-notice-mails';

export const NOTICE_MAIL_BATCH = 10;

interface Log {
  error: (details: object, message: string) => void;
}

/** The tenants a notice of `propertyId` is mailed to. */
export async function noticeRecipients(deps: Pick<Deps, 'db'>, propertyId: string) {
  return deps.db
    .select({
      email: tenants.email,
      name: tenants.fullName,
      language: tenants.language,
      propertyName: properties.name,
    })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(
      and(
        eq(tenants.propertyId, propertyId),
        isNull(tenants.deletedAt),
        eq(tenants.isVerified, true),
        ne(tenants.email, ''),
        isNotNull(tenants.bedId),
      ),
    )
    .orderBy(tenants.createdAt, tenants.id);
}

/** Sends the notice to every recipient; answers how many mails went out. */
export async function mailOfficeNotice(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  notice: OfficeNoticeRow,
  recipients: Awaited<ReturnType<typeof noticeRecipients>>,
  log: Log,
): Promise<number> {
  const dashboardUrl = `${deps.config.publicUrl}/tenant`;
  let sent = 0;
  for (let start = 0; start < recipients.length; start += NOTICE_MAIL_BATCH) {
    const batch = recipients.slice(start, start + NOTICE_MAIL_BATCH);
    const results = await Promise.allSettled(
      batch.map((tenant) =>
        deps.mailer.send(
          officeNoticeMail(
            {
              to: tenant.email,
              tenantName: tenant.name,
              propertyName: tenant.propertyName,
              title: notice.title,
              text: notice.body,
              expiresOn: notice.expiresOn,
              dashboardUrl,
            },
            tenant.language,
          ),
        ),
      ),
    );
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') sent += 1;
      else
        log.error(
          { err: result.reason as unknown },
          `Could not mail notice ${notice.id} to ${batch[index]!.email}`,
        );
    });
  }
  return sent;
}
