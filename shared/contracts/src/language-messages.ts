// The messages of the tenant's language (issue 27), spread into MESSAGES (messages.ts).
export const LANGUAGE_MESSAGES = {
  languageSaved: 'Language saved',
} as const;
