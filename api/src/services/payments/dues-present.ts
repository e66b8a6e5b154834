// The Dues page's rows as the contracts shape them: rupees, days overdue, the latest reminder
// (sent from the page or mailed by the billing job) and a UPI link paying everything due.
import type { DueAnswer } from '@pgportal/contracts/responses';
import { formatName, reminderText, upiNoteFor, upiUri } from '@pgportal/contracts/format';
import { PATHS } from '@pgportal/contracts/paths';
import { toRupees } from '../money';
import type { DueRow } from './dues';

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A row of the Dues page; `publicUrl` makes the reminder's link to the tenant's Billing page. */
export function presentDue(row: DueRow, day: string, publicUrl: string): DueAnswer {
  const duePaise = Number(row.due_paise);
  const payee = row.upi_id ? { id: row.upi_id, name: row.property_name } : null;
  const upi = payee ? upiUri(payee, duePaise, upiNoteFor(row.invoice_numbers)) : null;
  const language = row.language === 'hi' ? 'hi' : 'en';
  return {
    tenant: { _id: row.tenant_id, fullName: row.full_name, phoneNumber: row.phone_number, language },
    room: row.room_number === null ? null : { roomNumber: row.room_number, bedNumber: row.bed_number },
    amount: toRupees(duePaise),
    dueDate: row.due_date,
    daysOverdue: Math.max(0, daysFrom(row.due_date, day)),
    lastReminder:
      row.reminded_at === null || row.reminded_by === null
        ? null
        : { channel: row.reminded_by, sentAt: new Date(Number(row.reminded_at)).toISOString() },
    invoice: {
      _id: row.invoice_uuid,
      invoiceId: row.invoice_id,
      invoiceDate: row.invoice_date,
      dueDate: row.due_date,
      totalAmount: toRupees(row.total_paise),
      outstandingAmount: toRupees(Number(row.total_paise) - Number(row.paid_paise)),
    },
    upiUri: upi,
    reminderText: reminderText(language, {
      tenantName: formatName(row.full_name),
      amount: toRupees(duePaise),
      dueDate: row.due_date,
      upiUri: upi,
      billingUrl: `${publicUrl}${PATHS.tenantBilling}`,
    }),
  };
}
