export {
  formatINR,
  formatPaise,
  paiseFromText,
  rupeesDecimal,
  rupeesInputText,
  sumRupees,
  toPaise,
  toRupees,
} from './money';
export type { MoneyValue } from './money';
export {
  addDaysToApiDate,
  formatComplaintDate,
  formatDate,
  formatDayMonthYear,
  formatMonthYear,
  parseDate,
  toApiDate,
  todayApiDate,
} from './dates';
export type { DateValue } from './dates';
export { lineNameIn } from './line-names';
export { formatName, initials } from './names';
export { formatPhone, isLandline, normaliseContactPhone, normalisePhone } from './phone';
export { UPI_NOTE_MAX, upiNoteFor, upiUri } from './upi';
export type { UpiPayee } from './upi';
export { REMINDER_LANGUAGES, reminderText, whatsAppLink, whatsAppNumber } from './whatsapp';
export type { ReminderFacts, ReminderLanguage } from './whatsapp';
export { UPLOAD_LIMIT_MB } from './upload-limits';
export { formatIndiaTime, fromIndiaLocal, hoursLeftText, hoursUntil, toIndiaLocal } from './india-time';
export { form3SheetRows } from './form3-sheet';
