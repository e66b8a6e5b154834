// The enumerations of SPEC §3 and §4, as value lists plus their display labels.

export const PROPERTY_TYPES = ['PG', 'HOSTEL', 'APARTMENT', 'FLAT'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const GENDER_TYPES = ['BOYS', 'GIRLS', 'MIXED'] as const;
export type GenderType = (typeof GENDER_TYPES)[number];

/** The roles the managers form offers (SPEC §3 "Staff role"). */
export const STAFF_ROLES = ['MANAGER', 'SUPER_ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Every role a staff account (the users table) may hold; all of them enter the admin area. */
export const USER_ROLES = ['OWNER', 'SUPER_ADMIN', 'MANAGER'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Admins: SUPER_ADMIN, and OWNER wherever an admin role is checked (DESIGN). A MANAGER is not one. */
export const ADMIN_ROLES = ['OWNER', 'SUPER_ADMIN'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ROLES = [...USER_ROLES, 'TENANT'] as const;
export type Role = (typeof ROLES)[number];

export const OCCUPATION_TYPES = ['JOB', 'STUDENT', 'STAY', 'TRAVELLER'] as const;
export type OccupationType = (typeof OCCUPATION_TYPES)[number];

export const PAYMENT_MODES = ['CASH', 'UPI', 'CARD', 'BANK_TRANSFER', 'NET_BANKING', 'OTHER'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
  CARD: 'Card',
  BANK_TRANSFER: 'Bank Transfer',
  NET_BANKING: 'Net Banking',
  OTHER: 'Other',
};

/** The result of checking an Aadhaar QR's UIDAI signature (issue 45): only VERIFIED counts. */
export const AADHAAR_CHECKS = [
  'VERIFIED',
  'UNSIGNED',
  'SIGNATURE_INVALID',
  'CERTIFICATE_OUT_OF_DATE',
  'NO_CERTIFICATE',
] as const;
export type AadhaarCheck = (typeof AADHAAR_CHECKS)[number];
export const AADHAAR_CHECK_LABELS: Record<AadhaarCheck, string> = {
  VERIFIED: 'Verified: UIDAI signature checked',
  UNSIGNED: 'Not verified: this older QR carries no signature',
  SIGNATURE_INVALID: 'Not verified: the signature does not match UIDAI’s certificate',
  CERTIFICATE_OUT_OF_DATE: 'Not verified: UIDAI’s certificate was not in date when the QR was made',
  NO_CERTIFICATE: 'Not verified: no UIDAI certificate is installed on this portal',
};

export const ID_PROOF_TYPES = ['AADHAR', 'VOTER_ID', 'PASSPORT', 'DRIVING_LICENSE', 'OTHER'] as const;
export type IdProofType = (typeof ID_PROOF_TYPES)[number];
export const ID_PROOF_LABELS: Record<IdProofType, string> = {
  AADHAR: 'Aadhaar Card',
  VOTER_ID: 'Voter ID',
  PASSPORT: 'Passport',
  DRIVING_LICENSE: 'Driving License',
  OTHER: 'Other',
};

export const COMPLAINT_STATUSES = ['PENDING', 'IN_PROGRESS', 'REJECTED', 'RESOLVED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  PENDING: 'Pending',
  IN_PROGRESS: 'In Progress',
  REJECTED: 'Rejected',
  RESOLVED: 'Resolved',
};

/** What a complaint is about (issue 22); complaints raised before categories are OTHER. */
export const COMPLAINT_CATEGORIES = [
  'PLUMBING',
  'ELECTRICAL',
  'FOOD',
  'CLEANING',
  'INTERNET',
  'FURNITURE',
  'OTHER',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  PLUMBING: 'Plumbing',
  ELECTRICAL: 'Electrical',
  FOOD: 'Food',
  CLEANING: 'Cleaning',
  INTERNET: 'Internet',
  FURNITURE: 'Furniture',
  OTHER: 'Other',
};

export const INVOICE_STATUSES = ['PAID', 'UNPAID', 'OVERDUE', 'PARTIAL'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** How a status reads on screen and in PDFs; the API keeps the values above. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  UNPAID: 'Unpaid',
  PARTIAL: 'Part paid',
  OVERDUE: 'Overdue',
  PAID: 'Paid',
};

/** ADJUSTMENT: the pro-rated difference of a move to a dearer bed, for the rest of a period */
export const INVOICE_TYPES = ['RENT', 'ADVANCE', 'ADJUSTMENT'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  RENT: 'Rent',
  ADVANCE: 'Advance',
  ADJUSTMENT: 'Adjustment',
};

/** Why a tenant's rent schedule got a row: assigned to a bed, moved to another, or changed by staff. */
/** What an invoice line is for (issue 23): an invoice's total is the sum of its lines. */
export const INVOICE_LINE_KINDS = [
  'RENT',
  'MEALS',
  'ADVANCE',
  'LATE_FEE',
  'ELECTRICITY',
  'MEAL_CREDIT',
  'DEDUCTION',
  'OTHER',
] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
/** A pending charge waits for the tenant's next RENT invoice; BILLED once an invoice took it. */
export const CHARGE_STATUSES = ['PENDING', 'BILLED'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
/** A property's late-fee policy (issue 23): none, a flat fee once, or a fee per day up to a cap. */
export const LATE_FEE_POLICIES = ['NONE', 'FLAT', 'PER_DAY'] as const;
export type LateFeePolicy = (typeof LATE_FEE_POLICIES)[number];

export const RENT_CHANGE_REASONS = ['ASSIGN', 'MOVE', 'CHANGE'] as const;
export type RentChangeReason = (typeof RENT_CHANGE_REASONS)[number];

/** SUPER_ADMIN or OWNER: what the admin-only capabilities check (see capabilities.ts). */
export function isAdminRole(role: string | null | undefined): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role ?? '');
}

/** Any staff role (OWNER, SUPER_ADMIN, MANAGER): may enter the admin area (SPEC §6). */
export function isStaffRole(role: string | null | undefined): role is UserRole {
  return (USER_ROLES as readonly string[]).includes(role ?? '');
}

/** Staff role label of SPEC §2: Manager or Super Admin, anything else Unknown. */
export function staffRoleLabel(role: string | null | undefined): string {
  if (role === 'MANAGER') return 'Manager';
  if (role === 'SUPER_ADMIN') return 'Super Admin';
  return 'Unknown';
}

/**
 * A tenant's 'I have paid' claim: OPEN until staff confirm it (a payment) or reject it (a reason).
 * SETTLED: closed by a payment of the same amount recorded another way (no UTR to tie it to the claim).
 */
export const PAYMENT_CLAIM_STATUSES = ['OPEN', 'CONFIRMED', 'REJECTED', 'SETTLED'] as const;
export type PaymentClaimStatus = (typeof PAYMENT_CLAIM_STATUSES)[number];

/** How staff reminded a tenant of their dues (issue 23); the billing job's mails are kept apart. */
export const REMINDER_CHANNELS = ['WHATSAPP'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
/** A bank statement line's place in the reconciliation queue (issue 23). */
export const STATEMENT_LINE_STATUSES = ['MATCHED', 'SUGGESTED', 'UNMATCHED', 'IGNORED'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

/** An exit statement (issue 24): staff draft it, send it, the tenant accepts or disputes, staff settle. */
export const EXIT_STATEMENT_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'DISPUTED', 'SETTLED'] as const;
export type ExitStatementStatus = (typeof EXIT_STATEMENT_STATUSES)[number];
export const EXIT_STATEMENT_STATUS_LABELS: Record<ExitStatementStatus, string> = {
  DRAFT: 'Draft',
  SENT: 'Sent to the tenant',
  ACCEPTED: 'Accepted by the tenant',
  DISPUTED: 'Disputed by the tenant',
  SETTLED: 'Settled',
};

/** What a property spends on (issue 26) */
export const EXPENSE_CATEGORIES = [
  'RENT_LEASE',
  'ELECTRICITY',
  'WATER',
  'GROCERIES',
  'SALARIES',
  'MAINTENANCE',
  'INTERNET',
  'GAS',
  'OTHER',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  RENT_LEASE: 'Rent/lease',
  ELECTRICITY: 'Electricity',
  WATER: 'Water',
  GROCERIES: 'Groceries',
  SALARIES: 'Salaries',
  MAINTENANCE: 'Maintenance',
  INTERNET: 'Internet',
  GAS: 'Gas',
  OTHER: 'Other',
};

/** The languages a tenant reads the portal, its mails and PDFs in (issue 27). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
/**
 * The cookie that keeps the language chosen before sign-in (set by the landing page's switch,
 * `/?lang=hi`, and by the browser's language store), so the server can answer in it.
 */
export const LANGUAGE_COOKIE = 'pgportal.language';
export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The lists a CSV export holds (issue 26): GET /export/{kind}.csv */
export const EXPORT_KINDS = ['tenants', 'invoices', 'payments', 'expenses'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** A bed on the occupancy grid (issue 26): overdue dues win over a notice, a notice over occupied. */
export const BED_STATES = ['FREE', 'OCCUPIED', 'NOTICE', 'OVERDUE'] as const;
export type BedState = (typeof BED_STATES)[number];
export const BED_STATE_LABELS: Record<BedState, string> = {
  FREE: 'Free',
  OCCUPIED: 'Occupied',
  NOTICE: 'Notice given',
  OVERDUE: 'Dues overdue',
};

/** The audit log (issue 26): who changed it, what kind of object, and what was done to it. */
export const AUDIT_ACTOR_KINDS = ['USER', 'TENANT', 'SYSTEM'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
export const AUDIT_OBJECT_TYPES = [
  'TENANT',
  'ASSIGNMENT',
  'PAYMENT',
  'INVOICE',
  'CHARGE',
  'STATEMENT_MATCH',
  'EXPENSE',
  'PROPERTY',
  'ROOM',
  'BED',
  'USER',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];
export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'ASSIGN',
  'MOVE',
  'VACATE',
  'NOTICE',
  'RENT_CHANGE',
  'SETTLE',
  'PAYMENT',
  'REVERSAL',
  'WAIVE',
  'MATCH',
  'ERASE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How a tenant agreed to the privacy notice (issue 45): online, or on paper as staff recorded it. */
export const CONSENT_METHODS = ['ONLINE', 'PAPER'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** How a staff member hears of a tenant's claim, notice or dispute (issue 42): a mail each, or one a day. */
export const WAITING_MAIL_CHOICES = ['EACH', 'DIGEST'] as const;
export type WaitingMailChoice = (typeof WAITING_MAIL_CHOICES)[number];

/** issue 44: what a rent invoice of a GST-registered property is (docs/taxes.md) */
export const GST_DOCUMENT_KINDS = ['TAX_INVOICE', 'BILL_OF_SUPPLY'] as const;
export type GstDocumentKind = (typeof GST_DOCUMENT_KINDS)[number];
export const GST_DOCUMENT_KIND_LABELS: Record<GstDocumentKind, string> = {
  TAX_INVOICE: 'Tax invoice',
  BILL_OF_SUPPLY: 'Bill of supply',
};
/** issue 44: the billing job's corrections of an issued invoice's GST (docs/taxes.md) */
export const GST_NOTE_KINDS = ['CREDIT_NOTE', 'DEBIT_NOTE'] as const;
export type GstNoteKind = (typeof GST_NOTE_KINDS)[number];
/**
 * Why a note was issued: the stay reached 90 days within the limit (a credit) or ended before them
 * (a debit); a late fee on a taxed invoice (a debit), waived (a credit), or on an invoice whose stay
 * became exempt (a credit).
 */
export const GST_NOTE_REASONS = [
  'REACHED_90_DAYS',
  'ENDED_BEFORE_90_DAYS',
  'LATE_FEE',
  'LATE_FEE_WAIVED',
  'LATE_FEE_EXEMPT',
] as const;
export type GstNoteReason = (typeof GST_NOTE_REASONS)[number];

export * from './enums-kyc';
