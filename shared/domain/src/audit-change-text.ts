// How an audit entry reads (the tenant History tab, the Audit log page): what was done to which object, and each changed
// field as "field: before → after", money in ₹ (en-IN).
import type { AuditAction, AuditObjectType } from '@pgportal/contracts/enums';
import { formatINR } from '@pgportal/contracts/format';
import type { AuditChangeAnswer } from '@pgportal/contracts/responses';

/** How each kind of object reads, e.g. ASSIGNMENT → "Bed assignment". */
export const AUDIT_OBJECT_LABELS: Record<AuditObjectType, string> = {
  TENANT: 'Tenant',
  ASSIGNMENT: 'Bed assignment',
  PAYMENT: 'Payment',
  INVOICE: 'Invoice',
  CHARGE: 'Charge',
  STATEMENT_MATCH: 'Bank statement match',
  EXPENSE: 'Expense',
  PROPERTY: 'Property',
  ROOM: 'Room',
  BED: 'Bed',
  USER: 'User',
};

const ACTIONS: Record<AuditAction, string> = {
  CREATE: 'added',
  UPDATE: 'updated',
  DELETE: 'deleted',
  ASSIGN: 'assigned',
  MOVE: 'moved',
  VACATE: 'vacated',
  NOTICE: 'notice',
  RENT_CHANGE: 'rent changed',
  SETTLE: 'settled',
  PAYMENT: 'recorded',
  REVERSAL: 'reversed',
  WAIVE: 'late fee waived',
  MATCH: 'matched',
  ERASE: 'personal data erased',
};

/** e.g. 'Payment recorded', 'Bed assignment rent changed'. */
export const whatText = (objectType: AuditObjectType, action: AuditAction) =>
  `${AUDIT_OBJECT_LABELS[objectType]} ${ACTIONS[action]}`;

/** 'mealCost' → 'Meal cost'. */
export const fieldLabel = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(value: unknown, money: boolean): string {
  if (value === null || value === undefined || value === '') return '—';
  if (money && typeof value === 'number') return formatINR(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => valueText(item, false)).join(', ') || '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${fieldLabel(key)} ${valueText(inner, false)}`)
      .join(', ');
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** 'Rent: ₹8,000 → ₹9,000'; a field only set reads 'Rent: ₹8,000', one only removed 'Rent: ₹8,000 → —'. */
export function changeText(change: AuditChangeAnswer): string {
  const after = valueText(change.after, change.money);
  const label = fieldLabel(change.field);
  if (change.before === null || change.before === undefined) return `${label}: ${after}`;
  return `${label}: ${valueText(change.before, change.money)} → ${after}`;
}

/** The changes a reader follows: ids of other objects (invoiceId, paymentId…) stay in the API's answer. */
export const shownChanges = (changes: readonly AuditChangeAnswer[]) =>
  changes.filter((change) => !/Id$/.test(change.field));
