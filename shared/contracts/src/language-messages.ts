// The tenant's language (issue 27): the API's answers about it.
export const LANGUAGE_MESSAGES = {
  languageSaved: 'Language saved',
} as const;
