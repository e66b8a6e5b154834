/** Validation messages of SPEC §5, shared by forms and the API. */
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_OTP = 'Enter the 6-digit OTP';
