export { formatINR } from './money';
export type { MoneyValue } from './money';
export { formatComplaintDate, formatDate, parseDate, toApiDate, todayApiDate } from './dates';
export type { DateValue } from './dates';
export { formatName, initials } from './names';
