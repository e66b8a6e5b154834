// A tenant's police verification as the API answers staff (issue 45).
import { z } from 'zod';
import { POLICE_VERIFICATION_STATUSES } from '../enums';
import { answerObject } from './common';

/** GET /tenant/{tenantId}/police and the answers of filed and verified */
export const policeVerificationAnswerSchema = answerObject({
  tenantId: z.string(),
  state: z.string().nullable().describe('the property’s state, e.g. Delhi; null when unknown'),
  layout: answerObject({
    code: z.string().describe('DL, MH, HR, UP, KA or GENERIC'),
    name: z.string().describe('e.g. Delhi Police tenant registration'),
    portalName: z.string().nullable(),
    portalUrl: z.string().nullable().describe('where it is filed; null: at the police station'),
    deadline: z.string().describe('the state’s rule in words'),
  }),
  status: z.enum(POLICE_VERIFICATION_STATUSES),
  movedInOn: z.string().describe('YYYY-MM-DD'),
  dueOn: z.string().describe('YYYY-MM-DD, India'),
  overdue: z.boolean().describe('still to file after the due day (India time)'),
  number: z.string().nullable().describe('the acknowledgement or service-request number'),
  filedOn: z.string().nullable(),
  verifiedOn: z.string().nullable(),
  recordedByName: z.string().nullable(),
});
export type PoliceVerificationAnswer = z.infer<typeof policeVerificationAnswerSchema>;
