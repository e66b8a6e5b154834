/** Validation messages of SPEC §5, shared by forms and the API (also re-exported by ../messages). */
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_OTP = 'Enter the 6-digit OTP';
/** Issue 27: the tenant's language. */
export const LANGUAGE_INVALID = 'Choose a language: en (English) or hi (Hindi).';
export const AREA_REQUIRED = 'Area is required';
export const CITY_REQUIRED = 'City is required';
export const PINCODE_REQUIRED = 'Pincode is required';
export const MIN_CAPACITY = 'Minimum capacity is 1';
/** SPEC §5 prints '20' but the rule is at most 10 beds (§5, §9): the rule wins, and so does its message. */
export const MAX_CAPACITY = 'Maximum capacity is 10';
/** Late fees (issue 23). */
export const LATE_FEE_WAIVE_REASON_REQUIRED =
  'Give a reason for waiving this late fee: the tenant will read it.';
export const LATE_FEE_CAP_BELOW_FEE = 'The cap must be at least the fee per day.';
/** The exit statement's dispute comment (schemas/exits.ts); here so messages-hi needs no zod. */
export const DISPUTE_COMMENT_REQUIRED = 'Say what you disagree with';
export const DISPUTE_COMMENT_TOO_LONG = 'The comment can be at most 1000 characters';
/** A tenant's phone (schemas/tenants.ts); here so messages-hi needs no zod. */
export const INVALID_MOBILE = 'Enter a 10-digit Indian mobile number, optionally starting with +91';
/** A guardian's or emergency contact's number (schemas/tenants.ts, issue 42). */
export const INVALID_CONTACT_PHONE =
  'Enter a 10-digit mobile number, or a landline with its STD code (e.g. 080-2345 6789)';
