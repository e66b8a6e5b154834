// The Hindi catalogue beside MESSAGES (issue 27): every message an API route a tenant calls may
// answer with. The API answers a tenant who chose Hindi from here (api/src/http/language.ts); staff
// read English. TENANT_MESSAGE_NAMES lists them; a test fails when one of them has no Hindi.
import type { Language } from './enums';
import { MESSAGES, type MessageName } from './messages';
import { MESSAGES_HI_ACCOUNT } from './messages-hi-account';
import { MESSAGES_HI_BILLING } from './messages-hi-billing';
import {
  INVALID_EMAIL,
  INVALID_OTP,
  LANGUAGE_INVALID,
  REQUIRED,
  DISPUTE_COMMENT_REQUIRED,
  DISPUTE_COMMENT_TOO_LONG,
  INVALID_MOBILE,
  INVALID_CONTACT_PHONE,
} from './schemas/messages';

export const MESSAGES_HI: Partial<Record<MessageName, string>> = {
  ...MESSAGES_HI_ACCOUNT,
  ...MESSAGES_HI_BILLING,
  // made on the page, not by a route: a call that never reached the server
  offline: 'आप ऑफ़लाइन हैं। इसके लिए इंटरनेट चाहिए: इंटरनेट से जुड़ें और फिर कोशिश करें।',
};

export { TENANT_MESSAGE_NAMES, type TenantMessageName } from './tenant-message-names';

/** The validation texts of the tenant's forms (schemas/messages.ts), by their English text. */
export const FIELD_MESSAGES_HI: Record<string, string> = {
  [REQUIRED]: 'यह जानकारी ज़रूरी है',
  [INVALID_EMAIL]: 'कृपया सही ईमेल पता लिखें',
  [INVALID_OTP]: '6 अंकों का OTP लिखें',
  [LANGUAGE_INVALID]: 'भाषा चुनें: en (अंग्रेज़ी) या hi (हिन्दी)।',
  [DISPUTE_COMMENT_REQUIRED]: 'बताएँ कि आप किस बात से असहमत हैं',
  [DISPUTE_COMMENT_TOO_LONG]: 'टिप्पणी में ज़्यादा से ज़्यादा 1000 अक्षर हो सकते हैं',
  [INVALID_MOBILE]: '10 अंकों का भारतीय मोबाइल नंबर लिखें, चाहें तो +91 से शुरू करें',
  [INVALID_CONTACT_PHONE]: '10 अंकों का मोबाइल नंबर, या STD कोड के साथ लैंडलाइन नंबर लिखें (जैसे 080-2345 6789)',
};

const HINDI_OF_ENGLISH = new Map<string, string>([
  ...Object.entries(MESSAGES_HI).map(([name, hindi]) => [MESSAGES[name as MessageName], hindi] as const),
  ...Object.entries(FIELD_MESSAGES_HI),
]);

/**
 * A catalogue message (or a form's validation text) in `language`: its Hindi when there is one,
 * else the English as given (a message not in the catalogue, such as one naming a date, stays as is).
 */
export function inLanguage(message: string, language: Language): string {
  if (language === 'en') return message;
  return HINDI_OF_ENGLISH.get(message) ?? message;
}
