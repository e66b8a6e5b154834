// Who may do what (DESIGN §4, SPEC §6): one table read by the API's guards and by the screens.
// A capability says which roles may call an action at all; which rows they may touch is the
// caller's access scope on the server (all properties, the assigned ones, or their own record).
import type { Role } from './enums';

const ADMINS = ['OWNER', 'SUPER_ADMIN'] as const satisfies readonly Role[];
const STAFF = ['OWNER', 'SUPER_ADMIN', 'MANAGER'] as const satisfies readonly Role[];
const TENANT = ['TENANT'] as const satisfies readonly Role[];

export const CAPABILITIES = {
  /** the managers page: list, add, update, delete, resend verification */
  'managers.manage': ADMINS,
  /** a staff user's own account screen */
  'account.update': STAFF,
  'properties.create': ADMINS,
  'properties.delete': ADMINS,
  /** assign a manager to a property; see the managers of a property */
  'properties.assignManager': ADMINS,
  /** switch the current property: admins among all, a manager among the assigned ones (the scope) */
  'properties.switch': STAFF,
  /** list and view properties: all for admins, the assigned ones for a manager */
  'properties.view': STAFF,
  'properties.update': STAFF,
  /** change a property's UPI ID, where every tenant's payment goes (each change is mailed to the admins) */
  'properties.changeUpiId': ADMINS,
  /** rooms and beds: add, update, delete, assign a tenant, vacate */
  'rooms.manage': STAFF,
  /** tenants: add, list, view, update, delete, resend verification, legal documents, invoices, mark paid,
   *  move to another bed, change the rent, record or withdraw a notice to move out */
  'tenants.manage': STAFF,
  /** a tenant's own record and invoices, read only */
  'tenants.viewOwn': TENANT,
  /** complaints: list all, change the status */
  'complaints.review': STAFF,
  /** a tenant's own complaints: create, edit while PENDING or IN_PROGRESS */
  'complaints.create': TENANT,
  'stats.view': STAFF,
  /** the monthly report and its trend: the current property, or every one (?scope=all) for admins */
  'reports.view': STAFF,
  /** a tenant's 'I have paid' on their own invoice (a claim staff confirm or reject) */
  'payments.claim': TENANT,
  /** a tenant's own notice to move out: give, read, withdraw */
  'notice.giveOwn': TENANT,
  /** a tenant's own phone number and photo (Profile) */
  'profile.updateOwn': TENANT,
  /** a tenant's own language for screens, mails and PDFs (issue 27) */
  'language.setOwn': TENANT,
  /** a tenant's own days away from meals: mark, withdraw before the cut-off, list */
  'meals.optOutOwn': TENANT,
  /** a tenant's days away at /tenant/{tenantId}/meal-optouts: staff any day of the stay, a tenant
   *  only their own and before the cut-off (another tenant's is 404) */
  'meals.optOut': [...STAFF, ...TENANT],
  /** the kitchen count of the current property */
  'meals.count': STAFF,
  /** notices from the office to the current property's tenants: post, edit, delete, list */
  'officeNotices.manage': STAFF,
  /** the tenant's property's live notices, and marking one read */
  'officeNotices.readOwn': TENANT,
  /** a property's expenses and its monthly ones: list, add, update, delete, see the bills (issue 26) */
  'expenses.manage': STAFF,
  /** the audit log of every change, within the caller's scope (issue 26); a tenant's History: tenants.manage */
  'audit.view': ADMINS,
  /** the current property's tenants, invoices, payments and expenses as CSV (issue 26) */
  'exports.download': STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** Whether a signed-in caller with `role` may use `capability`; no role (signed out) may not. */
export function can(role: Role | null | undefined, capability: Capability): boolean {
  if (!role) return false;
  return (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

/** The roles holding a capability. */
export const rolesFor = (capability: Capability): readonly Role[] => CAPABILITIES[capability];
