// Complaints as the API answers them (types/complaints.ts).
import { z } from 'zod';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from '../enums';
import { answerObject, fileRefSchema, timestamp } from './common';

const ref = answerObject({ _id: z.string(), name: z.string() });

export const complaintAnswerSchema = answerObject({
  _id: z.string(),
  issue: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  category: z.enum(COMPLAINT_CATEGORIES),
  images: z.array(answerObject({ _id: z.string(), url: z.string() })),
  propertyId: ref,
  roomId: answerObject({ _id: z.string(), roomNumber: z.string() }),
  bedId: answerObject({ _id: z.string(), bedNumber: z.number() }),
  tenantId: answerObject({
    _id: z.string(),
    fullName: z.string(),
    phoneNumber: z.string(),
    profilePhoto: fileRefSchema.nullable(),
  }),
  history: z.array(
    answerObject({
      from: z.enum(COMPLAINT_STATUSES).nullable(),
      to: z.enum(COMPLAINT_STATUSES),
      changedBy: ref.nullable(),
      note: z.string().nullable(),
      at: timestamp,
    }),
  ),
  createdAt: timestamp,
  updatedAt: timestamp,
});
