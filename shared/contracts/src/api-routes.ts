// Every call of the portal's API (SPEC §7, and the routes added since), one entry each: its method
// and its Fastify pattern under API_BASE, written exactly once. Clients build URLs with API.* (or
// apiPath()), mutations name what they revalidate with API_PREFIXES, and the API's own test checks
// that it serves exactly these routes; no other file writes an API path (api-paths.test.ts).
import { route, type ApiRoute } from './api-route';

export type { ApiMethod, ApiRoute } from './api-route';

export const API_ROUTES = {
  health: route('GET', '/health', 'health'),
  devOutbox: route('GET', '/dev/outbox', 'dev'),
  /** development only: the billing job's issuing for one tenant as on a given day (e2e journeys) */
  devBillingRun: route('POST', '/dev/billing-run', 'dev'),
  /** development only: an expense written directly (e2e journeys, until the expense routes of issue 26) */

  authLogin: route('POST', '/auth/login', 'auth'),
  authVerifyOtp: route('POST', '/auth/verify-otp', 'auth'),
  authLogout: route('GET', '/auth/logout', 'auth'),
  authSession: route('GET', '/auth/session', 'session'),

  tenantLogin: route('POST', '/tenant/login', 'tenant-auth'),
  tenantVerifyAuthOtp: route('POST', '/tenant/verify-auth-otp', 'tenant-auth'),
  tenantVerify: route('POST', '/tenant/verify', 'tenant-auth'),
  tenantResendVerification: route('POST', '/tenant/resend-verification-token/:tenantId', 'tenant-auth'),
  tenantProfile: route('GET', '/tenant/profile', 'tenant-auth'),
  tenants: route('GET', '/tenant/', 'tenants'),
  tenantFetch: route('GET', '/tenant/fetch/:id', 'tenants'),
  tenantAdd: route('POST', '/tenant/add', 'tenants'),
  tenantUpdate: route('PUT', '/tenant/update/:id', 'tenants'),
  tenantDelete: route('DELETE', '/tenant/delete/:tenantId', 'tenants'),
  tenantLegalDocuments: route('POST', '/tenant/:tenantId/legal-documents', 'tenants'),
  tenantAadhaarQr: route('POST', '/tenant/:tenantId/aadhaar-qr', 'aadhaar-qr'),
  tenantOwnAadhaarQr: route('POST', '/tenant/profile/aadhaar-qr', 'aadhaar-qr'),
  /** the QR's photo as a PNG: the tenant their own, staff a tenant in their scope */
  tenantAadhaarPhoto: route('GET', '/tenant/:tenantId/aadhaar-qr/photo', 'aadhaar-qr'),
  /** issue 45: the privacy notice's version and the signed-in tenant's consents; POST: they agree */
  myPrivacyConsent: route('GET', '/tenant/my-privacy-consent', 'privacy'),
  myPrivacyConsentAdd: route('POST', '/tenant/my-privacy-consent', 'privacy'),
  /** issue 45: a tenant's consents (staff in scope); POST: staff record the tenant's signed paper */
  tenantPrivacyConsent: route('GET', '/tenant/:tenantId/privacy-consent', 'privacy'),
  tenantPrivacyConsentAdd: route('POST', '/tenant/:tenantId/privacy-consent', 'privacy'),
  /** issue 45: a copy of the signed-in tenant's data (JSON, with links to their files) */
  myData: route('GET', '/tenant/my-data', 'privacy'),
  // Form III of a foreign national (issue 45): their details, the data sheet, each report filed.
  tenantForeignNational: route('GET', '/tenant/:tenantId/foreign-national', 'form3'),
  tenantForeignNationalSave: route('PUT', '/tenant/:tenantId/foreign-national', 'form3'),
  tenantForm3Sheet: route('GET', '/tenant/:tenantId/form3', 'form3'),
  tenantForm3Pdf: route('GET', '/tenant/:tenantId/documents/form3', 'form3'),
  tenantForm3Submission: route('POST', '/tenant/:tenantId/form3/:kind', 'form3'),
  // Police verification of a tenant (issue 45): the record, then filed and verified.
  tenantPolice: route('GET', '/tenant/:tenantId/police', 'police'),
  tenantPoliceFiled: route('POST', '/tenant/:tenantId/police/filed', 'police'),
  tenantPoliceVerified: route('POST', '/tenant/:tenantId/police/verified', 'police'),
  legalDocumentFile: route('GET', '/files/legal-documents/:name', 'tenants'),

  userProfile: route('GET', '/user/profile', 'users'),
  users: route('GET', '/user/all-users', 'users'),
  userFetch: route('GET', '/user/profile/:id', 'users'),
  userAdd: route('POST', '/user/add', 'users'),
  userUpdate: route('PUT', '/user/update-profile/:id', 'users'),
  userUpdateOwn: route('PUT', '/user/update-profile-details', 'users'),
  userDelete: route('DELETE', '/user/delete/:id', 'users'),
  userResendVerification: route('POST', '/user/resend-verification-token/:id', 'users'),
  userVerifyEmail: route('POST', '/user/verify-email', 'users'),

  properties: route('GET', '/property/all-propertis', 'properties'),
  propertyFetch: route('GET', '/property/:id', 'properties'),
  propertyAdd: route('POST', '/property/add', 'properties'),
  propertyUpdate: route('PUT', '/property/update/:id', 'properties'),
  propertyDelete: route('DELETE', '/property/delete/:id', 'properties'),
  propertySetCurrent: route('PATCH', '/property/set-current-property/:id', 'properties'),
  propertyAssignManager: route('POST', '/property/assign-manager', 'properties'),

  rooms: route('GET', '/room/', 'rooms'),
  propertyRooms: route('GET', '/room/property/:propertyId', 'rooms'),
  roomFetch: route('GET', '/room/:roomId', 'rooms'),
  roomCreate: route('POST', '/room/create', 'rooms'),
  roomUpdate: route('PUT', '/room/update/:roomId', 'rooms'),
  roomDelete: route('DELETE', '/room/delete/:roomId', 'rooms'),

  bedAssignTenant: route('POST', '/bed/assign-tenant', 'beds'),
  bedVacateTenant: route('POST', '/bed/vacate-tenant/:tenantId', 'beds'),

  tenantInvoices: route('GET', '/payment/tenant-invoice/:tenantId', 'payments'),
  myInvoices: route('GET', '/payment/my-invoices', 'payments'),
  invoicePay: route('PATCH', '/payment/:billingId/pay', 'payments'),
  invoiceReverse: route('POST', '/payment/:billingId/reverse', 'payments'),
  invoiceDownload: route('GET', '/payment/:billingId/download', 'payments'),
  stats: route('GET', '/stats/', 'stats'),

  myComplaints: route('GET', '/complaint/my-complaints', 'complaints'),
  allComplaints: route('GET', '/complaint/all', 'complaints'),
  complaintFetch: route('GET', '/complaint/:id', 'complaints'),
  complaintCreate: route('POST', '/complaint/create', 'complaints'),
  complaintUpdate: route('PUT', '/complaint/update/:id', 'complaints'),
  complaintReview: route('PUT', '/complaint/review/:id', 'complaints'),
  complaintImageFile: route('GET', '/files/complaint-images/:name', 'complaints'),

  // More than one legal document per tenant (issue 22): each can be replaced or deleted.
  tenantLegalDocumentReplace: route('PUT', '/tenant/:tenantId/legal-documents/:documentId', 'tenants'),
  tenantLegalDocumentDelete: route('DELETE', '/tenant/:tenantId/legal-documents/:documentId', 'tenants'),
  tenantProfileUpdate: route('PUT', '/tenant/profile', 'tenant-profile'),
  myInvoiceClaim: route('POST', '/tenant/my-invoices/:invoiceId/claims', 'payment-claims'),
  myClaims: route('POST', '/tenant/my-claims', 'payment-claims'),
  invoiceClaimConfirm: route('POST', '/payment/:billingId/claims/:claimId/confirm', 'payment-claims'),
  invoiceClaimReject: route('POST', '/payment/:billingId/claims/:claimId/reject', 'payment-claims'),
  paymentScreenshotFile: route('GET', '/files/payment-screenshots/:name', 'payment-claims'),
  tenantMove: route('POST', '/tenant/:tenantId/move', 'moves'),
  tenantRentChange: route('POST', '/tenant/:tenantId/rent', 'moves'),
  tenantRents: route('GET', '/tenant/:tenantId/rents', 'moves'),
  bedsFree: route('GET', '/bed/free', 'moves'),
  propertyRemoveManager: route('DELETE', '/property/:propertyId/managers/:managerId', 'properties'),
  paymentReceipt: route('GET', '/payment/receipt/:paymentId', 'payments'),
  /** issue 44: a GST credit or debit note as a PDF (staff in scope, the tenant whose invoice it corrects) */
  gstNoteDownload: route('GET', '/payment/gst-note/:noteId/download', 'payments'),
  /** issue 44: a tenant's HRA rent receipt PDF for a month or a financial year (staff in scope, the tenant) */
  tenantRentReceipt: route('GET', '/tenant/:tenantId/rent-receipt', 'rent-receipts'),
  /** issue 44: public, no sign-in: the portal's Ed25519 public keys, and what a paper's token says */
  verifyKeys: route('GET', '/verify/keys', 'verify'),
  verifyToken: route('GET', '/verify/:token', 'verify'),
  /** the signed-in tenant's language for screens, mails and PDFs (issue 27) */
  tenantLanguage: route('PUT', '/tenant/my-language', 'tenant-profile'),
  // Pending charges and credits the next RENT invoice takes as lines (issue 23).
  tenantChargeAdd: route('POST', '/tenant/:tenantId/charges', 'charges'),
  tenantCharges: route('GET', '/tenant/:tenantId/charges', 'charges'),
  tenantChargeDelete: route('DELETE', '/tenant/:tenantId/charges/:chargeId', 'charges'),
  // The Dues page (issue 23): who owes in the current property, oldest debt first, and reminders.
  dues: route('GET', '/payment/dues', 'dues'),
  duesTotals: route('GET', '/payment/dues/totals', 'dues'),
  tenantReminderAdd: route('POST', '/tenant/:tenantId/reminders', 'dues'),
  // Bank statement import and matching (issue 23).
  statementImport: route('POST', '/payment/statements', 'statements'),
  statementMapping: route('GET', '/payment/statement-mapping', 'statements'),
  statementMappingSet: route('PUT', '/payment/statement-mapping', 'statements'),
  statementLines: route('GET', '/payment/statement-lines', 'statements'),
  statementLineMatch: route('POST', '/payment/statement-lines/:lineId/match', 'statements'),
  statementLineIgnore: route('POST', '/payment/statement-lines/:lineId/ignore', 'statements'),
  // Meals (issue 25): days away, and the kitchen count.
  myMealOptOuts: route('GET', '/tenant/my-meal-optouts', 'meals'),
  myMealOptOutAdd: route('POST', '/tenant/my-meal-optouts', 'meals'),
  myMealOptOutWithdraw: route('DELETE', '/tenant/my-meal-optouts/:optOutId', 'meals'),
  tenantMealOptOuts: route('GET', '/tenant/:tenantId/meal-optouts', 'meals'),
  tenantMealOptOutAdd: route('POST', '/tenant/:tenantId/meal-optouts', 'meals'),
  mealCount: route('GET', '/meals/count', 'meals'),

  expenses: route('GET', '/expense/', 'expenses'),
  expenseAdd: route('POST', '/expense/add', 'expenses'),
  expenseUpdate: route('PUT', '/expense/update/:id', 'expenses'),
  expenseDelete: route('DELETE', '/expense/delete/:id', 'expenses'),
  expenseBill: route('GET', '/expense/:id/bill', 'expenses'),
  recurringExpenses: route('GET', '/expense/recurring', 'expenses'),
  recurringExpenseAdd: route('POST', '/expense/recurring', 'expenses'),
  recurringExpenseStop: route('DELETE', '/expense/recurring/:id', 'expenses'),
  // The audit log (issue 26): every change, read by admins; a tenant's own entries for staff in scope.
  audit: route('GET', '/audit/', 'audit'),
  tenantHistory: route('GET', '/tenant/:tenantId/history', 'audit'),
  // CSV exports of the current property's lists (issue 26): file is tenants.csv, invoices.csv…
  exportCsv: route('GET', '/export/:file', 'exports'),
  // The Tally XML of a property's books for the accountant (issue 44): vouchers and ledger masters.
  exportTally: route('GET', '/export/tally.xml', 'exports'),
  // The GSTR-1-shaped CSV of a GSTIN's month (issue 44): B2C small by rate, exempt, documents issued.
  exportGstr1: route('GET', '/export/gstr1.csv', 'exports'),
  // The one-year register of Form III reports (issue 45), with the whole passport and visa numbers.
  exportForm3Register: route('GET', '/export/form3-register.csv', 'exports'),
  // The occupancy grid (issue 26): the current property's beds by floor and room, with their state.
  propertyOccupancy: route('GET', '/property/occupancy', 'occupancy'),
  // The properties overview (issue 42): each property in scope with its month's figures, and totals.
  propertyOverview: route('GET', '/property/overview', 'overview'),
  // Electricity by meter (issue 25): a room's readings, the worksheet of each period, the meter photos.
  meterReadings: route('GET', '/room/:roomId/meter-readings', 'electricity'),
  meterReadingAdd: route('POST', '/room/:roomId/meter-readings', 'electricity'),
  meterReadingCorrect: route('PUT', '/room/:roomId/meter-readings/:readingId', 'electricity'),
  electricityWorksheet: route('GET', '/room/:roomId/electricity/:readingId', 'electricity'),
  /** issue 44: the worksheet as a PDF with its verify QR code (staff in scope; the tenant's own below) */
  electricityWorksheetPdf: route('GET', '/room/:roomId/electricity/:readingId/pdf', 'electricity'),
  myElectricity: route('GET', '/tenant/my-electricity', 'electricity'),
  myElectricityWorksheet: route('GET', '/tenant/my-electricity/:readingId', 'electricity'),
  myElectricityWorksheetPdf: route('GET', '/tenant/my-electricity/:readingId/pdf', 'electricity'),
  meterPhotoFile: route('GET', '/files/meter-photos/:name', 'electricity'),
  // Exit statements (issue 24): staff draft, send and settle; the tenant accepts or disputes.
  tenantExitStatement: route('GET', '/tenant/:tenantId/exit-statement', 'exits'),
  tenantExitStatementSave: route('PUT', '/tenant/:tenantId/exit-statement', 'exits'),
  tenantExitStatementSend: route('POST', '/tenant/:tenantId/exit-statement/send', 'exits'),
  tenantExitStatementSettle: route('POST', '/tenant/:tenantId/exit-statement/settle', 'exits'),
  tenantExitStatementDownload: route('GET', '/tenant/:tenantId/exit-statement/download', 'exits'),
  myExitStatement: route('GET', '/tenant/my-exit-statement', 'exits'),
  myExitStatementAccept: route('POST', '/tenant/my-exit-statement/accept', 'exits'),
  myExitStatementDispute: route('POST', '/tenant/my-exit-statement/dispute', 'exits'),
  myExitStatementDownload: route('GET', '/tenant/my-exit-statement/download', 'exits'),
  exitPhotoFile: route('GET', '/files/exit-photos/:name', 'exits'),
  refundsDue: route('GET', '/stats/refunds-due', 'exits'),
  // Notices from the office (issue 27; "notice" above is a tenant's notice to move out).
  officeNotices: route('GET', '/notice/', 'office-notices'),
  officeNoticeAdd: route('POST', '/notice/add', 'office-notices'),
  officeNoticeUpdate: route('PUT', '/notice/update/:id', 'office-notices'),
  officeNoticeDelete: route('DELETE', '/notice/delete/:id', 'office-notices'),
  myOfficeNotices: route('GET', '/notice/my', 'office-notices'),
  officeNoticeRead: route('POST', '/notice/:id/read', 'office-notices'),
  officeNoticeImageFile: route('GET', '/files/notice-images/:name', 'office-notices'),
  // Late fees (issue 23): staff waive a late-fee line with a reason.
  lateFeeWaive: route('POST', '/payment/invoice/:invoiceId/late-fees/:lineId/waive', 'late-fees'),
  // Notice to move out (issue 24): staff record or withdraw a tenant's notice, the tenant their own.
  tenantNotice: route('GET', '/tenant/:tenantId/notice', 'notices'),
  tenantNoticeRecord: route('POST', '/tenant/:tenantId/notice', 'notices'),
  tenantNoticeWithdraw: route('DELETE', '/tenant/:tenantId/notice', 'notices'),
  myNotice: route('GET', '/tenant/my-notice', 'notices'),
  myNoticeGive: route('POST', '/tenant/my-notice', 'notices'),
  myNoticeWithdraw: route('DELETE', '/tenant/my-notice', 'notices'),
  // Issue 42: what a notice would mean (period, days short, deduction) before it is saved.
  tenantNoticePreview: route('GET', '/tenant/:tenantId/notice/preview', 'notices'),
  myNoticePreview: route('GET', '/tenant/my-notice/preview', 'notices'),
  // Papers of admission (issue 24): PDFs for staff in the tenant's scope.
  tenantAgreement: route('GET', '/tenant/:tenantId/documents/agreement', 'admission-papers'),
  tenantPoliceVerification: route(
    'GET',
    '/tenant/:tenantId/documents/police-verification',
    'admission-papers',
  ),
  // Reports (issue 26): a month's figures, and the same per month for a trend.
  reportMonthly: route('GET', '/report/monthly', 'reports'),
  reportTrend: route('GET', '/report/trend', 'reports'),
  // What is waiting for staff (issue 42): claims, statement lines, notices, disputes, old complaints, new overdue.
  waiting: route('GET', '/waiting/', 'waiting'),
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** The `:name` parameters of a pattern, e.g. '/payment/:billingId/pay' -> 'billingId'. */
type Params<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | Params<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type ApiQuery = Record<string, string | number | boolean | undefined>;

type ApiPathArgs<K extends ApiRouteName> = [Params<(typeof API_ROUTES)[K]['pattern']>] extends [never]
  ? [params?: undefined, query?: ApiQuery]
  : [params: Record<Params<(typeof API_ROUTES)[K]['pattern']>, string | number>, query?: ApiQuery];

/** The path of a call (under API_BASE): apiPath('invoicePay', { billingId: 'b1' }) -> '/payment/b1/pay'. */
export function apiPath<K extends ApiRouteName>(name: K, ...[params, query]: ApiPathArgs<K>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = API_ROUTES[name].pattern.replace(/:(\w+)/g, (_match, param: string) => {
    const value = values[param];
    if (value === undefined || value === '')
      throw new Error(`apiPath('${name}'): missing parameter ${param}`);
    return encodeURIComponent(String(value));
  });
  return withQuery(path, query);
}

/** `path` with `query` appended, encoded once (empty values dropped). */
export function withQuery(path: string, query?: ApiQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * The first segment of each group of calls. The SWR cache keys reads by their path, and a
 * mutation's `revalidates` names these prefixes: '/stats' covers '/stats/', '/tenant' covers
 * '/tenant?search=…' and '/tenant/fetch/7' (keyMatches in @pgportal/ui/data).
 */
export const API_PREFIXES = {
  auth: '/auth',
  tenant: '/tenant',
  user: '/user',
  property: '/property',
  room: '/room',
  bed: '/bed',
  payment: '/payment',
  stats: '/stats',
  complaint: '/complaint',
  meals: '/meals',
  report: '/report',
  notice: '/notice',
  expense: '/expense',
  export: '/export',
  audit: '/audit',
  waiting: '/waiting',
  /** issue 44: public reads of a paper's token and the keys */
  verify: '/verify',
} as const;

export type ApiPrefix = (typeof API_PREFIXES)[keyof typeof API_PREFIXES];
