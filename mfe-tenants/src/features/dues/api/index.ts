// The Dues page (issue 23): who owes, the totals, and the reminders sent from it.
export { DUES_PATH, useDues, useDuesTotals, type DuesQuery } from './get-dues';
export { recordReminder, useRecordReminder, type ReminderInput } from './record-reminder';
