import { reminderText, whatsAppLink, type ReminderLanguage } from '@pgportal/contracts/format';
import { formatName } from '@pgportal/contracts/format';
import type { DueAnswer } from '@pgportal/contracts/responses';
import { buttonClassName } from '@pgportal/ui';
import { useRecordReminder } from '../api';

/**
 * The wa.me link of a row: the tenant's number and the reminder the server wrote in the tenant's
 * language (with the link to their Billing page); written here when an older server sent none.
 */
export function reminderHref(due: DueAnswer, language: ReminderLanguage = due.tenant.language ?? 'en'): string {
  const text = due.reminderText ?? reminderText(language, {
    tenantName: formatName(due.tenant.fullName),
    amount: due.amount,
    dueDate: due.dueDate,
    upiUri: due.upiUri,
  });
  return whatsAppLink(due.tenant.phoneNumber, text);
}

/**
 * 'Remind on WhatsApp': opens WhatsApp (a new tab) with the reminder prefilled, and records the
 * reminder, so the row's 'Last reminder' shows it.
 */
export function RemindLink({ due }: { due: DueAnswer }) {
  const record = useRecordReminder();
  return (
    <a
      className={buttonClassName('secondary', 'sm')}
      href={reminderHref(due)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => void record.trigger({ tenantId: due.tenant._id, channel: 'WHATSAPP' })}
    >
      Remind on WhatsApp
    </a>
  );
}
