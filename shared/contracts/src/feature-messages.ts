// The messages of each feature, kept in their own files and gathered here for the catalogue (messages.ts).
import { AUDIT_MESSAGES } from './audit-messages';
import { ELECTRICITY_MESSAGES } from './electricity-messages';
import { EXPORT_MESSAGES } from './export-messages';
import { FORM3_MESSAGES } from './form3-messages';
import { POLICE_MESSAGES } from './police-messages';
import { LANGUAGE_MESSAGES } from './language-messages';
import { MEALS_MESSAGES } from './meals-messages';
import { EXPENSES_MESSAGES } from './expenses-messages';
import { MOVE_OUT_MESSAGES } from './move-out-messages';
import { REPORTS_MESSAGES } from './reports-messages';
import { OFFICE_NOTICE_MESSAGES } from './office-notice-messages';
import { OFFLINE_MESSAGES } from './offline-messages';
import { IDEMPOTENCY_MESSAGES } from './idempotency-messages';
import { STATEMENT_MESSAGES } from './statement-messages';
import { TAX_PAPER_MESSAGES } from './tax-paper-messages';
import { PRIVACY_MESSAGES } from './privacy-messages';

export const FEATURE_MESSAGES = {
  ...AUDIT_MESSAGES,
  ...ELECTRICITY_MESSAGES,
  ...EXPORT_MESSAGES,
  ...FORM3_MESSAGES,
  ...POLICE_MESSAGES,
  ...LANGUAGE_MESSAGES,
  ...MEALS_MESSAGES,
  ...EXPENSES_MESSAGES,
  ...MOVE_OUT_MESSAGES,
  ...REPORTS_MESSAGES,
  ...OFFICE_NOTICE_MESSAGES,
  ...OFFLINE_MESSAGES,
  ...IDEMPOTENCY_MESSAGES,
  ...STATEMENT_MESSAGES,
  ...TAX_PAPER_MESSAGES,
  ...PRIVACY_MESSAGES,
} as const;
