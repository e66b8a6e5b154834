// A property's UPI ID decides where every tenant's payment goes: only an admin may change it
// (capability 'properties.changeUpiId'), and every change is mailed to every admin.
import { and, inArray, isNull } from 'drizzle-orm';
import { can } from '@pgportal/contracts/capabilities';
import { USER_ROLES } from '@pgportal/contracts/enums';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Deps } from '../../deps';
import { users, type PropertyRow } from '../../db/schema';
import { forbidden } from '../../errors';
import { upiIdChangedMail, type UpiIdChange } from '../../mail/upi-id-mails';
import type { AccessScope } from '../access';

/**
 * The UPI ID an update leaves on `current`: unchanged when the form sends none; a different one
 * only from a caller who may change it (403 otherwise, so that nothing of the update is saved).
 */
export function nextUpiId(scope: AccessScope, current: PropertyRow, sent: string | undefined): string {
  if (sent === undefined || sent === current.upiId) return current.upiId;
  if (!scope.can('properties.changeUpiId')) throw forbidden(MESSAGES.upiIdAdminOnly);
  return sent;
}

const ADMIN_ROLES = USER_ROLES.filter((role) => can(role, 'properties.changeUpiId'));

/** Mails the change to every admin (SUPER_ADMIN and OWNER); a failed mail is logged, not fatal. */
export async function mailUpiIdChange(
  deps: Deps,
  change: UpiIdChange,
  log: { error: (object: object, message: string) => void },
): Promise<void> {
  const admins = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(inArray(users.role, ADMIN_ROLES), isNull(users.deletedAt)));
  for (const admin of admins) {
    try {
      await deps.mailer.send(upiIdChangedMail(admin, change));
    } catch (error) {
      log.error({ err: error, to: admin.email }, 'The UPI ID change could not be mailed');
    }
  }
}
