// Audit entries as the API answers them (issue 26): who, when, what, and the changed fields.
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_OBJECT_TYPES } from '../enums';
import { answerObject, timestamp } from './common';
import { paginationSchema } from './envelope';

const value = z.unknown().describe('the field’s value: text, number, true/false, a list or an object');

export const auditChangeAnswerSchema = answerObject({
  field: z.string(),
  before: value,
  after: value,
  money: z.boolean().describe('the values are rupees'),
});

export const auditEntryAnswerSchema = answerObject({
  _id: z.string(),
  createdAt: timestamp,
  actor: answerObject({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    id: z.string().nullable(),
    name: z.string().describe('"System" for the billing job'),
    email: z.string().nullable(),
  }),
  objectType: z.enum(AUDIT_OBJECT_TYPES),
  objectId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  propertyId: z.string().nullable(),
  propertyName: z
    .string()
    .nullable()
    .describe(
      'the name of the property the entry belongs to (issue 43: a list of any number of properties names it)',
    ),
  tenantId: z.string().nullable(),
  changes: z.array(auditChangeAnswerSchema).describe('the changed fields; ID numbers masked'),
});

export const auditListAnswerSchema = answerObject({
  entries: z.array(auditEntryAnswerSchema),
  pagination: paginationSchema,
});

export type AuditChangeAnswer = z.infer<typeof auditChangeAnswerSchema>;
export type AuditEntryAnswer = z.infer<typeof auditEntryAnswerSchema>;
export type AuditListAnswer = z.infer<typeof auditListAnswerSchema>;
