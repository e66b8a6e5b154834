// The mails of exit statements (issue 24), each after its transaction committed: a failed mail
// never undoes what was saved. The deadline mail is claimed in the statement's row before it is
// sent, so it goes once however many servers run the job.
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { ADMIN_ROLES } from '@pgportal/contracts/enums';
import { href, PATHS } from '@pgportal/contracts/paths';
import { formatDayMonthYear } from '@pgportal/contracts/format';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { exitStatements, properties, propertyManagers, tenants, users } from '../../db/schema';
import { exitStatementSentMail, refundDeadlineMail } from '../../mail/exit-mails';
import { dayIn } from '../../mail/locale';
import type { Mailer } from '../../mail/mailer';
import { plusDays } from '../calendar';
import { getMyExitStatement } from './read';

interface MailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

/** Mails the tenant the statement just sent; the error, if any, to log. */
export async function mailExitStatement(
  deps: MailDeps,
  tenantId: string,
  options: { changed?: boolean } = {},
): Promise<unknown> {
  try {
    const [tenant] = await deps.db
      .select({
        email: tenants.email,
        name: tenants.fullName,
        language: tenants.language,
        propertyName: properties.name,
      })
      .from(tenants)
      .innerJoin(properties, eq(properties.id, tenants.propertyId))
      .where(eq(tenants.id, tenantId));
    const statement = await getMyExitStatement(deps.db, tenantId);
    if (!tenant?.email || !statement) return null;
    await deps.mailer.send(
      exitStatementSentMail({
        to: tenant.email,
        tenantName: tenant.name,
        propertyName: tenant.propertyName,
        refund: statement.refund,
        refundDueDate: dayIn(tenant.language, statement.refundDueDate),
        url: `${deps.config.publicUrl}${PATHS.tenantExit}`,
        language: tenant.language,
        changed: options.changed,
      }),
    );
    return null;
  } catch (error) {
    return error;
  }
}

/** The billing job: staff of the property (its managers, the admins) hear the day before a refund deadline. */
export async function mailRefundDeadlines(deps: MailDeps, today: string): Promise<number> {
  const claimed = await deps.db
    .update(exitStatements)
    .set({ deadlineMailedAt: new Date() })
    .where(
      and(
        eq(exitStatements.refundDueDate, plusDays(today, 1)),
        ne(exitStatements.status, 'SETTLED'),
        isNull(exitStatements.deadlineMailedAt),
      ),
    )
    .returning({
      tenantId: exitStatements.tenantId,
      propertyId: exitStatements.propertyId,
      refundDueDate: exitStatements.refundDueDate,
    });
  let sent = 0;
  for (const statement of claimed) {
    const [facts] = await deps.db
      .select({ tenantName: tenants.fullName, propertyName: properties.name })
      .from(tenants)
      .innerJoin(properties, eq(properties.id, statement.propertyId))
      .where(eq(tenants.id, statement.tenantId));
    const staff = await deps.db
      .selectDistinct({ email: users.email, name: users.name })
      .from(users)
      .leftJoin(propertyManagers, eq(propertyManagers.userId, users.id))
      .where(
        and(
          isNull(users.deletedAt),
          or(inArray(users.role, [...ADMIN_ROLES]), eq(propertyManagers.propertyId, statement.propertyId)),
        ),
      );
    for (const person of staff) {
      await deps.mailer.send(
        refundDeadlineMail({
          to: person.email,
          staffName: person.name,
          tenantName: facts?.tenantName ?? '',
          propertyName: facts?.propertyName ?? '',
          refundDueDate: formatDayMonthYear(statement.refundDueDate),
          url: `${deps.config.publicUrl}${href('tenantView', { id: statement.tenantId })}`,
        }),
      );
      sent += 1;
    }
  }
  return sent;
}
