// A reminder staff sent a tenant from the Dues page ('Remind on WhatsApp'): recorded with who sent
// it and when, so the page's 'Last reminder' shows it. The tenant is one of the caller's scope.
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ReminderChannel } from '@pgportal/contracts/enums';
import type { Executor } from '../../db/client';
import { tenantReminders, tenants } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';

export async function recordReminder(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
  channel: ReminderChannel,
) {
  const [tenant] = await db
    .select({ propertyId: tenants.propertyId })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), scope.propertyFilter(tenants.propertyId)));
  if (!tenant?.propertyId) throw notFound(MESSAGES.tenantNotFound);
  const [reminder] = await db
    .insert(tenantReminders)
    .values({ tenantId, propertyId: tenant.propertyId, channel, sentBy: scope.actorId })
    .returning();
  return reminder!;
}
