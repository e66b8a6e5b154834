// The portal's message catalogue: every text of SPEC §8 and every message the API answers with,
// keyed by name. Screens and the API read it, so a text changes in one place.
import { FEATURE_MESSAGES } from './feature-messages';
import { formatINR } from './format/money';

export * from './schemas/messages';

export const MESSAGES = {
  ...FEATURE_MESSAGES,
  // SPEC §8: what the screens fall back to.
  fallbackError: 'Oops, Something Went Wrong!',
  unknownError: 'An unknown error occurred.',
  unauthorized: 'Unauthorized',
  accessDenied: '403 Access Denied',
  emailIncorrect: 'Provided Email is incorrect',
  verificationFailed: 'Verification Failed',
  invalidToken: 'Invalid or expired token. Please try again.',
  tokenMissing: 'Token Missing',
  tokenMissingDetail: 'Verification token is missing or invalid. Please check your email and try again.',
  legalDocumentUploadFailed: 'Failed to upload legal document.',

  // SPEC §8: success messages.
  otpSent: 'OTP has been sent to your email',
  otpVerified: 'OTP verified successfully',
  complaintCreated: 'Complaint Created Successfully',
  complaintUpdated: 'Complaint Updated Successfully',
  complaintStatusUpdated: 'Complaint status updated successfully',
  propertyAdded: 'Property has been added successfully',
  propertyUpdated: 'Property Updated Successfully',
  propertyDeleted: 'Property Deleted Successfully',
  propertySwitched: 'You have successfully switched to another property.',
  roomAdded: 'Room has been added successfully',
  roomUpdated: 'Room Updated Successfully',
  roomDeleted: 'Room Deleted Successfully',
  managerAssigned: 'Manager assigned successfully',
  managerAdded: 'Manager Added Successfully',
  managerUpdated: 'Manager Details Updated Successfully',
  managerDeleted: 'Manager Deleted Successfully',
  tenantAdded: 'Tenant Added Successfully',
  tenantUpdated: 'Tenant Updated Successfully',
  tenantAssigned: 'Tenant Assigned Successfully',
  tenantVacated: 'Tenant vacated successfully',
  markedAsPaid: 'Marked as Paid Successfully',
  deleted: 'Delete Successfully',
  verificationEmailSent: 'Verification Email Sent Successfully',
  legalDocumentUploaded: 'Legal document uploaded successfully.',
  userDetailsUpdated: 'User Details Updated Successfully',
  emailVerified: 'Email Verified!',

  // SPEC §8: loading messages.
  sending: 'Sending...',
  deleting: 'Deleting...',

  // The API's other answers.
  ok: 'OK',
  profileFetched: 'Profile fetched successfully',
  usersFetched: 'Users fetched successfully',
  loggedOut: 'Logged out successfully',
  forbidden: 'You do not have permission to do this.',
  crossSite: 'Cross-site request refused.',
  /** a warning beside 'Manager Added Successfully' */
  verificationMailFailed: 'The verification email could not be sent. Use Resend to try again.',
  signedIn: 'Signed in',
  sessionEnded: 'Your session has ended. Please sign in again.',
  emailAlreadyVerified: 'This email address is already verified. You can sign in.',
  notSignedIn: 'Not signed in',
  emailInUse: 'Email is already in use',
  emailCannotChange: 'Email cannot be changed.',
  ownRoleCannotChange: 'You cannot change your own role.',
  ownAccountCannotDelete: 'You cannot delete your own account.',
  managerAlreadyVerified: 'This manager has already verified their email.',
  tenantAlreadyVerified: 'This tenant has already verified their email.',
  tenantHasNoEmail:
    'This tenant has no e-mail: add one with Update, and the verification link is sent to it.',
  admissionWithoutEmail: 'Without an e-mail the tenant cannot sign in to the portal until one is added.',
  verifyBeforeSignIn:
    'Please verify your email before signing in. Check your inbox for the verification link.',
  codeNotSent: 'We could not send the sign-in code. Please try again in a minute.',
  /** every failed code check answers this, whatever the reason (it tells an attacker nothing) */
  invalidCode: 'Invalid or expired code. Check it, or request a new one.',
  outboxToRequired: 'Add ?to=<e-mail> to read the mails sent to one address.',
  outboxLoopbackOnly: 'The outbox answers only callers on this machine.',

  // Properties, rooms and beds (issue #10).
  propertiesFetched: 'Properties fetched successfully',
  propertyFetched: 'Property fetched successfully',
  roomsFetched: 'Rooms fetched successfully',
  roomFetched: 'Room fetched successfully',
  propertyHasOccupiedBeds: 'This property has occupied beds. Vacate its tenants first, then delete it.',
  roomHasOccupiedBeds: 'This room has occupied beds. Vacate its tenants first, then delete it.',
  roomNumberTaken: 'A room with this number already exists in this property.',
  noCurrentProperty: 'You have no current property. Choose a property for the room.',
  managerNotAssignable: 'Only verified managers can be assigned to a property.',
  bedOccupied: 'This bed is already occupied',
  tenantAlreadyOnBed: 'This tenant is already on a bed. Vacate them first.',
  tenantNotOnBed: 'This tenant is not on any bed, so there is nothing to vacate.',
  tenantRentAlreadyIssued:
    'This tenant already has a rent invoice starting today. Assign them again from tomorrow.',

  // Tenants and legal documents (#11).
  tenantsFetched: 'Tenants fetched successfully',
  tenantsAfterNeedsNewest: 'after pages the newest-first list only: leave out sort to use it',
  tenantsAfterUnknown: 'after names no tenant of this list: open the list from its first page again',
  auditAfterUnknown: 'after names no entry of this list: open the audit log from its first page again',
  tenantFetched: 'Tenant fetched successfully',
  tenantOnBed: 'This tenant is on a bed. Vacate the bed first, then delete the tenant.',
  noCurrentPropertyForTenant:
    'Choose the property to admit the tenant into: you have no current property. Add or switch to one first.',

  // Billing (issue #12): invoices, payments, stats.
  invoicesFetched: 'Invoices fetched successfully',
  statsFetched: 'Stats fetched successfully',
  waitingFetched: 'What is waiting fetched successfully',
  paymentReversed: 'Payment reversed successfully',
  invoiceAlreadyPaid: 'This invoice is already paid.',
  amountOverOutstanding: 'The amount is more than what is outstanding on this invoice.',
  paidAtInFuture: 'The paid date cannot be in the future.',
  paidAtBeforeInvoice: 'The paid date cannot be before the invoice date.',
  paymentNotFound: 'Payment not found',
  /** a reversal has no receipt, nor has a payment outside the caller's scope */
  receiptNotFound: 'Receipt not found',
  paymentAlreadyReversed: 'This payment has already been reversed.',
  reversalNotReversible: 'A reversal cannot be reversed. Record a new payment instead.',

  // Complaints (issue 13).
  complaintsFetched: 'Complaints fetched successfully',
  complaintsAfterInvalid:
    'after must be the pagination.next of a page of this list: open the list from its first page again',
  complaintFetched: 'Complaint fetched successfully',
  complaintIssueTooLong: 'The issue can be at most 300 characters.',
  complaintNeedsBed: 'You must be assigned a bed before you can raise a complaint. Ask your PG manager.',
  complaintPlaceMismatch:
    'This is not the property, room and bed you are on now. Reload the page and try again.',
  complaintTooManyImages: 'A complaint can have at most 10 images. Remove some and try again.',
  complaintRemoveImageIdsInvalid: 'removeImageIds must be a JSON list of image ids.',
  complaintStatusInvalid: 'Choose a status: Pending, In Progress, Rejected or Resolved.',
  complaintNotEditable: 'This complaint is resolved or rejected and can no longer be edited.',
  complaintFinal: 'This complaint is already resolved or rejected: its status can no longer change.',
  complaintBackward:
    'A complaint only moves forward: from Pending to In Progress, Resolved or Rejected, and from In Progress to Resolved or Rejected.',
  complaintTenantOnly: 'Only the tenant who raised a complaint can change its issue or images.',
  complaintStaffOnly: 'Only staff can change the status of a complaint.',
  complaintListStaffOnly: 'Only staff can see all complaints.',
  upiIdAdminOnly: 'Only an admin can change the UPI ID.',
  complaintStatusMailFailed: 'The tenant could not be e-mailed about this change.',

  // Not found (also what an object outside the caller's scope answers).
  managerNotFound: 'Manager not found',
  tenantNotFound: 'Tenant not found',
  propertyNotFound: 'Property not found',
  roomNotFound: 'Room not found',
  bedNotFound: 'Bed not found',
  invoiceNotFound: 'Invoice not found',
  complaintNotFound: 'Complaint not found',
  fileNotFound: 'File not found',

  // The shape of a request.
  requestInvalid: 'The request is not valid.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyNotForm: 'The request body must be a JSON object or multipart form data.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty. Send a JSON object, or no Content-Type header.',
  unsupportedMediaType: 'Unsupported content type. Send JSON or multipart/form-data.',
  bodyTooLarge: 'The request body is too large.',
  contentLengthMismatch: 'The Content-Length header does not match the body.',
  notMultipart: 'The request is not multipart/form-data.',
  fieldNameNotAllowed: 'A form field name is not allowed.',
  uploadIncomplete: 'The upload ended before it was complete.',
  uploadInProgress: 'Another upload is still in progress. Wait for it to finish and try again.',
  tooManyFields: 'The form has too many fields.',
  valueNotStorable: 'The request contains a value that cannot be stored.',
  malformedForm:
    'The form data is malformed (a missing boundary or an incomplete part). Send it again as multipart/form-data.',
  badUrl: 'The address is not valid: it has a malformed percent-encoding (%).',
  addressPartTooLong: 'A part of the address is too long.',
  requestUnreadable: 'The request could not be read.',
  headersTooLarge:
    "The request headers are too large (often too many or too long cookies). Clear this site's cookies and try again.",
  requestTimeout: 'The request took too long to arrive. Try again.',
  serverClosing: 'The server is restarting. Try again in a moment.',
  unknownHost:
    'This server does not answer for this host name. Open the portal at its own address, or add the name to ALLOWED_HOSTS.',
  noHost: 'The request has no valid Host header.',

  // Several legal documents per tenant (issue 22).
  legalDocumentReplaced: 'Legal document updated successfully.',
  legalDocumentDeleted: 'Legal document deleted successfully.',
  legalDocumentNotFound: 'Legal document not found',
  legalDocumentNumberForNewType: 'Enter the number of the new document type.',
  // Paying by UPI: 'I have paid' claims and the tenant's profile (issue 22).
  utrInvalid: 'Enter the 12-digit UPI reference (UTR) shown in your UPI app after paying.',
  claimRecorded: 'Payment claimed, waiting for confirmation',
  claimAlreadyOpen: 'This invoice already has a payment claim waiting for confirmation.',
  utrAlreadyClaimed: 'This UTR has already been claimed for this invoice.',
  claimNotFound: 'Payment claim not found',
  claimAmountOverInvoices: 'The amount is more than what is outstanding on these invoices.',
  claimInvoicesRequired: 'Choose at least one invoice you paid.',
  claimTooManyInvoices: 'Claim at most 24 invoices at once.',
  claimNotOpen: 'This payment claim has already been confirmed or rejected.',
  claimOverOutstanding:
    'The invoice now owes less than this claim. Reject it, or record the payment with Mark as Paid.',
  claimConfirmed: 'Payment confirmed',
  claimRejected: 'Payment claim rejected',
  claimReasonRequired: 'Say why the claim is rejected',
  profileUpdated: 'Profile updated successfully',
  // Aadhaar from its QR (issue 45).
  aadhaarRecorded: 'Aadhaar details saved from the QR',
  notAadhaarQr: 'This is not an Aadhaar QR. Scan the QR printed on the Aadhaar card, e-Aadhaar or mAadhaar.',
  aadhaarQrIncomplete: 'This Aadhaar QR could not be read whole. Scan it again, closer and in good light.',
  // Moves, rents and moved-in dates (issue 22).
  tenantMoved: 'Tenant moved to the new bed',
  rentChanged: 'Rent updated',
  rentsFetched: 'Rent history fetched successfully',
  freeBedsFetched: 'Free beds fetched successfully',
  movedInOnInFuture: 'The moved-in date cannot be in the future.',
  movedInOnTooEarly: 'The moved-in date can be at most 31 days ago.',
  movedInOnBeforeLeft: 'The tenant left a bed after this day. Choose the day they left or a later one.',
  effectiveDateTooEarly: 'The effective date cannot be before the start of the current billing period.',
  // Invoice lines and pending charges (issue 23).
  chargesFetched: 'Charges fetched successfully',
  chargeAdded: 'Charge added',
  chargeRemoved: 'Charge removed',
  chargeNotFound: 'Charge not found',
  chargeAlreadyBilled: 'This charge is already on an invoice and cannot be removed.',
  chargeAmountZero: 'Amount cannot be zero',
  // The Dues page (issue 23).
  duesFetched: 'Dues fetched successfully',
  reminderRecorded: 'Reminder recorded',
  // Complaints: notes, reasons and categories (issue 22).
  complaintCategoryInvalid:
    'Choose a category: Plumbing, Electrical, Food, Cleaning, Internet, Furniture or Other.',
  complaintRejectReasonRequired: 'Give a reason for rejecting this complaint: the tenant will read it.',
  complaintNoteTooLong: 'The note can be at most 500 characters.',
  // Managers across properties (issue 22).
  managerRemoved: 'Manager removed from this property',
  // Late fees (issue 23).
  lateFeeWaived: 'Late fee waived',
  lateFeeNotFound: 'Late fee not found',
  lateFeeAlreadyWaived: 'This late fee is already waived.',
  lateFeeAlreadyPaid: 'This late fee is already paid: reverse the payment first, then waive the fee.',
} as const;

export type MessageName = keyof typeof MESSAGES;

/** After a part payment: what was recorded and what is still due, e.g. '₹5,000 recorded; ₹7,500 still due'. */
export const partPaymentMessage = (recorded: number, stillDue: number) =>
  `${formatINR(recorded)} recorded; ${formatINR(stillDue)} still due`;

/** A 500's message: says nothing internal, names the request id the server logged. */
export const serverErrorMessage = (requestId: string) =>
  `Something went wrong on our side. Please try again. (request ${requestId})`;

export const routeNotFoundMessage = (method: string, path: string) => `Route ${method} ${path} not found`;

/** A path that exists, asked with a method it does not answer (405). */
export const methodNotAllowedMessage = (method: string, path: string, allowed: readonly string[]) =>
  `${method} is not allowed on ${path}: it answers ${allowed.join(', ')}.`;

/** JSON (a body or a form field) nested deeper than `max` levels. */
export const jsonTooDeepMessage = (max: number, field?: string) =>
  `${field ? `The field ${field} holds JSON` : 'The JSON is'} nested too deeply: at most ${max} levels of [ ] and { } are accepted.`;

export const fieldTooLongMessage = (field: string) => `The field ${field} is too long.`;

export const tooManyFilesMessage = (max: number) => `Send at most ${max} file(s).`;

/** e.g. 'Avatar must be a JPEG, PNG or WebP image.' */
export const fileTypeMessage = (label: string, accepted: string) => `${label} must be ${accepted}.`;

/** e.g. 'Avatar must be 5 MB or smaller.' */
export const fileTooLargeMessage = (label: string, megabytes: number) =>
  `${label} must be ${megabytes} MB or smaller.`;

export const tooManyCodeRequestsMessage = (minutes: number) =>
  `Too many code requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests. Try again in ${seconds} seconds.`;

export * from './meals-messages';
