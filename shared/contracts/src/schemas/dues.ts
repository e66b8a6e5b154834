// The Dues page (issue 23): its list's query and a reminder sent from it.
import { z } from 'zod';
import { REMINDER_CHANNELS } from '../enums';
import { listQuerySchema } from './list';

/** GET /payment/dues: page, limit, search (name, e-mail or phone) and `overdue=true` (overdue only). */
export const duesQuerySchema = listQuerySchema.extend({
  overdue: z.enum(['true', 'false'], { error: 'overdue must be true or false' }).optional(),
});
export type DuesQuery = z.output<typeof duesQuerySchema>;

/** POST /tenant/{tenantId}/reminders: how the tenant was reminded (WhatsApp only, for now). */
export const reminderSchema = z.object({
  channel: z.enum(REMINDER_CHANNELS, { error: 'channel must be WHATSAPP' }).default('WHATSAPP'),
});
export type ReminderInput = z.input<typeof reminderSchema>;
