import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import type { ReminderChannel } from '@pgportal/contracts/enums';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ReminderAnswer } from '@pgportal/contracts/responses';
import { useApiMutation } from '@pgportal/ui/data';
import { DUES_PATH } from './get-dues';

export interface ReminderInput {
  tenantId: string;
  channel: ReminderChannel;
}

/** POST /tenant/{tenantId}/reminders, body {channel}. */
export const recordReminder = ({ tenantId, channel }: ReminderInput) =>
  request<ReminderAnswer>(API.tenant.remind(tenantId), { method: 'POST', body: { channel } });

/** 'Reminder recorded'; the Dues list shows it as the tenant's last reminder. */
export const useRecordReminder = () =>
  useApiMutation({
    request: recordReminder,
    successMessage: MESSAGES.reminderRecorded,
    revalidates: [DUES_PATH],
  });
