// An audit row as the API answers it: who (name and e-mail, or "System"), what, and the changed
// fields one by one, money (fields stored as …Paise) in rupees.
import { MESSAGES } from '@pgportal/contracts/messages';
import type { AuditChangeAnswer, AuditEntryAnswer } from '@pgportal/contracts/responses';
import type { AuditRow, AuditValues } from '../../db/schema';
import { toRupees } from '../money';

export interface AuditRowWithActor extends AuditRow {
  actorName: string | null;
  actorEmail: string | null;
  propertyName: string | null;
}

const PAISE = /Paise$/;

const rupeesOf = (value: unknown) => (typeof value === 'number' ? toRupees(value) : value);

/** The changed fields, in the order they were written (after's, then those only before had). */
export function changesOf(before: AuditValues | null, after: AuditValues | null): AuditChangeAnswer[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => {
    const money = PAISE.test(field);
    const pick = (values: AuditValues | null) => {
      const value = values && field in values ? values[field] : null;
      return money ? rupeesOf(value) : value;
    };
    return {
      field: money ? field.replace(PAISE, '') : field,
      before: pick(before),
      after: pick(after),
      money,
    };
  });
}

export function presentAuditRow(row: AuditRowWithActor): AuditEntryAnswer {
  const system = row.actorKind === 'SYSTEM';
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: {
      kind: row.actorKind,
      id: row.actorId,
      name: system ? MESSAGES.auditSystemActor : (row.actorName ?? 'Unknown'),
      email: system ? null : row.actorEmail,
    },
    objectType: row.objectType,
    objectId: row.objectId,
    action: row.action,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    tenantId: row.tenantId,
    changes: changesOf(row.before, row.after),
  };
}
