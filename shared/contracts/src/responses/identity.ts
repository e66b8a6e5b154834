// Staff users as the API answers them (types/identity.ts).
import { z } from 'zod';
import { USER_ROLES } from '../enums';
import { answerObject, fileRefSchema } from './common';

export const userAnswerSchema = answerObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(USER_ROLES),
  avatar: fileRefSchema.nullable(),
  assignedPGs: z.array(z.string()).describe('ids of the properties this user manages'),
  isVerified: z.boolean(),
  currentProperty: z.string().nullable(),
});
