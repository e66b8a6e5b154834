// The messages an API route a tenant calls may answer with (issue 27): tenant sign-in, profile,
// billing and claims, the complaints they raise, meals days away, notice and exit statement, and
// the refusals any route gives. Each must have its Hindi in MESSAGES_HI (a test checks it).
import type { MessageName } from './messages';

export const TENANT_MESSAGE_NAMES = [
  // Any route: refusals and the shape of a request.
  'fallbackError', 'unknownError', 'unauthorized', 'accessDenied', 'forbidden', 'crossSite',
  'notSignedIn', 'sessionEnded', 'requestInvalid', 'bodyNotObject', 'bodyNotForm', 'invalidJson',
  'bodyTooLarge', 'unsupportedMediaType', 'ok',
  // Sign-in, session, profile, language.
  'emailIncorrect', 'otpSent', 'otpVerified', 'invalidCode', 'codeNotSent', 'emailVerified',
  'invalidToken', 'verificationFailed', 'signedIn', 'loggedOut', 'profileFetched', 'profileUpdated',
  'tenantNotFound', 'languageSaved', 'aadhaarRecorded', 'notAadhaarQr', 'aadhaarQrIncomplete',
  'privacyConsentFetched', 'privacyConsentRecorded', 'myDataFetched',
  // Billing and 'I have paid' claims.
  'invoicesFetched', 'invoiceNotFound', 'receiptNotFound', 'gstNoteNotFound', 'rentReceiptNothingPaid', 'rentReceiptPeriodInvalid', 'paymentNotFound', 'invoiceAlreadyPaid',
  'utrInvalid', 'claimRecorded', 'claimAlreadyOpen', 'utrAlreadyClaimed', 'claimNotFound',
  'amountOverOutstanding', 'claimAmountOverInvoices', 'claimInvoicesRequired', 'claimTooManyInvoices',
  // Complaints the tenant raises.
  'complaintCreated', 'complaintUpdated', 'complaintsFetched', 'complaintFetched',
  'complaintNotFound', 'complaintIssueTooLong', 'complaintNeedsBed', 'complaintPlaceMismatch',
  'complaintTooManyImages', 'complaintRemoveImageIdsInvalid', 'complaintNotEditable',
  'complaintTenantOnly', 'complaintStaffOnly', 'complaintListStaffOnly', 'complaintCategoryInvalid',
  'fileNotFound',
  // Meals: days away.
  'mealOptOutsFetched', 'mealOptOutAdded', 'mealOptOutWithdrawn', 'mealOptOutNotFound',
  'mealOptOutOverlaps', 'mealsNotIncluded',
  // Notice to move out and the exit statement.
  'noticeFetched', 'noticePreviewFetched', 'noticeRecorded', 'noticeWithdrawn', 'noticeNotFound', 'noticeStanding',
  'noticeNotOnBed', 'moveOutBeforeNotice', 'moveOutBeforeStart', 'noticeWithdrawTooLate',
  'exitStatementFetched', 'exitStatementAccepted', 'exitStatementDisputed', 'exitStatementNotFound',
  'exitStatementNotAwaiting', 'exitStatementChanged',
] as const satisfies readonly MessageName[];

export type TenantMessageName = (typeof TENANT_MESSAGE_NAMES)[number];
