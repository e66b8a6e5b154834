// Every call of the portal's API (SPEC §7, and the routes added since), one entry each: its method
// and its Fastify pattern under API_BASE, written exactly once. Clients build URLs with API.* (or
// apiPath()), mutations name what they revalidate with API_PREFIXES, and the API's own test checks
// that it serves exactly these routes; no other file writes an API path (api-paths.test.ts).
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: ApiMethod;
  /** the path under API_BASE as the server registers it, `:name` for a parameter */
  pattern: string;
}

const route = <M extends ApiMethod, P extends string>(method: M, pattern: P) => ({ method, pattern });

export const API_ROUTES = {
  health: route('GET', '/health'),
  devOutbox: route('GET', '/dev/outbox'),
  /** development only: the billing job's issuing for one tenant as on a given day (e2e journeys) */
  devBillingRun: route('POST', '/dev/billing-run'),
  /** development only: an expense written directly (e2e journeys, until the expense routes of issue 26) */

  authLogin: route('POST', '/auth/login'),
  authVerifyOtp: route('POST', '/auth/verify-otp'),
  authLogout: route('GET', '/auth/logout'),
  authSession: route('GET', '/auth/session'),

  tenantLogin: route('POST', '/tenant/login'),
  tenantVerifyAuthOtp: route('POST', '/tenant/verify-auth-otp'),
  tenantVerify: route('POST', '/tenant/verify'),
  tenantResendVerification: route('POST', '/tenant/resend-verification-token/:tenantId'),
  tenantProfile: route('GET', '/tenant/profile'),
  tenants: route('GET', '/tenant/'),
  tenantFetch: route('GET', '/tenant/fetch/:id'),
  tenantAdd: route('POST', '/tenant/add'),
  tenantUpdate: route('PUT', '/tenant/update/:id'),
  tenantDelete: route('DELETE', '/tenant/delete/:tenantId'),
  tenantLegalDocuments: route('POST', '/tenant/:tenantId/legal-documents'),
  legalDocumentFile: route('GET', '/files/legal-documents/:name'),

  userProfile: route('GET', '/user/profile'),
  users: route('GET', '/user/all-users'),
  userFetch: route('GET', '/user/profile/:id'),
  userAdd: route('POST', '/user/add'),
  userUpdate: route('PUT', '/user/update-profile/:id'),
  userUpdateOwn: route('PUT', '/user/update-profile-details'),
  userDelete: route('DELETE', '/user/delete/:id'),
  userResendVerification: route('POST', '/user/resend-verification-token/:id'),
  userVerifyEmail: route('POST', '/user/verify-email'),

  properties: route('GET', '/property/all-propertis'),
  propertyFetch: route('GET', '/property/:id'),
  propertyAdd: route('POST', '/property/add'),
  propertyUpdate: route('PUT', '/property/update/:id'),
  propertyDelete: route('DELETE', '/property/delete/:id'),
  propertySetCurrent: route('PATCH', '/property/set-current-property/:id'),
  propertyAssignManager: route('POST', '/property/assign-manager'),

  rooms: route('GET', '/room/'),
  propertyRooms: route('GET', '/room/property/:propertyId'),
  roomFetch: route('GET', '/room/:roomId'),
  roomCreate: route('POST', '/room/create'),
  roomUpdate: route('PUT', '/room/update/:roomId'),
  roomDelete: route('DELETE', '/room/delete/:roomId'),

  bedAssignTenant: route('POST', '/bed/assign-tenant'),
  bedVacateTenant: route('POST', '/bed/vacate-tenant/:tenantId'),

  tenantInvoices: route('GET', '/payment/tenant-invoice/:tenantId'),
  myInvoices: route('GET', '/payment/my-invoices'),
  invoicePay: route('PATCH', '/payment/:billingId/pay'),
  invoiceReverse: route('POST', '/payment/:billingId/reverse'),
  invoiceDownload: route('GET', '/payment/:billingId/download'),
  stats: route('GET', '/stats/'),

  myComplaints: route('GET', '/complaint/my-complaints'),
  allComplaints: route('GET', '/complaint/all'),
  complaintFetch: route('GET', '/complaint/:id'),
  complaintCreate: route('POST', '/complaint/create'),
  complaintUpdate: route('PUT', '/complaint/update/:id'),
  complaintReview: route('PUT', '/complaint/review/:id'),
  complaintImageFile: route('GET', '/files/complaint-images/:name'),

  // More than one legal document per tenant (issue 22): each can be replaced or deleted.
  tenantLegalDocumentReplace: route('PUT', '/tenant/:tenantId/legal-documents/:documentId'),
  tenantLegalDocumentDelete: route('DELETE', '/tenant/:tenantId/legal-documents/:documentId'),
  tenantProfileUpdate: route('PUT', '/tenant/profile'),
  myInvoiceClaim: route('POST', '/tenant/my-invoices/:invoiceId/claims'),
  myClaims: route('POST', '/tenant/my-claims'),
  invoiceClaimConfirm: route('POST', '/payment/:billingId/claims/:claimId/confirm'),
  invoiceClaimReject: route('POST', '/payment/:billingId/claims/:claimId/reject'),
  paymentScreenshotFile: route('GET', '/files/payment-screenshots/:name'),
  tenantMove: route('POST', '/tenant/:tenantId/move'),
  tenantRentChange: route('POST', '/tenant/:tenantId/rent'),
  tenantRents: route('GET', '/tenant/:tenantId/rents'),
  bedsFree: route('GET', '/bed/free'),
  propertyRemoveManager: route('DELETE', '/property/:propertyId/managers/:managerId'),
  paymentReceipt: route('GET', '/payment/receipt/:paymentId'),
  /** the signed-in tenant's language for screens, mails and PDFs (issue 27) */
  tenantLanguage: route('PUT', '/tenant/my-language'),
  // Pending charges and credits the next RENT invoice takes as lines (issue 23).
  tenantChargeAdd: route('POST', '/tenant/:tenantId/charges'),
  tenantCharges: route('GET', '/tenant/:tenantId/charges'),
  tenantChargeDelete: route('DELETE', '/tenant/:tenantId/charges/:chargeId'),
  // The Dues page (issue 23): who owes in the current property, oldest debt first, and reminders.
  dues: route('GET', '/payment/dues'),
  duesTotals: route('GET', '/payment/dues/totals'),
  tenantReminderAdd: route('POST', '/tenant/:tenantId/reminders'),
  // Bank statement import and matching (issue 23).
  statementImport: route('POST', '/payment/statements'),
  statementMapping: route('GET', '/payment/statement-mapping'),
  statementMappingSet: route('PUT', '/payment/statement-mapping'),
  statementLines: route('GET', '/payment/statement-lines'),
  statementLineMatch: route('POST', '/payment/statement-lines/:lineId/match'),
  statementLineIgnore: route('POST', '/payment/statement-lines/:lineId/ignore'),
  // Meals (issue 25): days away, and the kitchen count.
  myMealOptOuts: route('GET', '/tenant/my-meal-optouts'),
  myMealOptOutAdd: route('POST', '/tenant/my-meal-optouts'),
  myMealOptOutWithdraw: route('DELETE', '/tenant/my-meal-optouts/:optOutId'),
  tenantMealOptOuts: route('GET', '/tenant/:tenantId/meal-optouts'),
  tenantMealOptOutAdd: route('POST', '/tenant/:tenantId/meal-optouts'),
  mealCount: route('GET', '/meals/count'),

  expenses: route('GET', '/expense/'),
  expenseAdd: route('POST', '/expense/add'),
  expenseUpdate: route('PUT', '/expense/update/:id'),
  expenseDelete: route('DELETE', '/expense/delete/:id'),
  expenseBill: route('GET', '/expense/:id/bill'),
  recurringExpenses: route('GET', '/expense/recurring'),
  recurringExpenseAdd: route('POST', '/expense/recurring'),
  recurringExpenseStop: route('DELETE', '/expense/recurring/:id'),
  // The audit log (issue 26): every change, read by admins; a tenant's own entries for staff in scope.
  audit: route('GET', '/audit/'),
  tenantHistory: route('GET', '/tenant/:tenantId/history'),
  // CSV exports of the current property's lists (issue 26): file is tenants.csv, invoices.csv…
  exportCsv: route('GET', '/export/:file'),
  // The occupancy grid (issue 26): the current property's beds by floor and room, with their state.
  propertyOccupancy: route('GET', '/property/occupancy'),
  // Electricity by meter (issue 25): a room's readings, the worksheet of each period, the meter photos.
  meterReadings: route('GET', '/room/:roomId/meter-readings'),
  meterReadingAdd: route('POST', '/room/:roomId/meter-readings'),
  meterReadingCorrect: route('PUT', '/room/:roomId/meter-readings/:readingId'),
  electricityWorksheet: route('GET', '/room/:roomId/electricity/:readingId'),
  myElectricity: route('GET', '/tenant/my-electricity'),
  myElectricityWorksheet: route('GET', '/tenant/my-electricity/:readingId'),
  meterPhotoFile: route('GET', '/files/meter-photos/:name'),
  // Exit statements (issue 24): staff draft, send and settle; the tenant accepts or disputes.
  tenantExitStatement: route('GET', '/tenant/:tenantId/exit-statement'),
  tenantExitStatementSave: route('PUT', '/tenant/:tenantId/exit-statement'),
  tenantExitStatementSend: route('POST', '/tenant/:tenantId/exit-statement/send'),
  tenantExitStatementSettle: route('POST', '/tenant/:tenantId/exit-statement/settle'),
  tenantExitStatementDownload: route('GET', '/tenant/:tenantId/exit-statement/download'),
  myExitStatement: route('GET', '/tenant/my-exit-statement'),
  myExitStatementAccept: route('POST', '/tenant/my-exit-statement/accept'),
  myExitStatementDispute: route('POST', '/tenant/my-exit-statement/dispute'),
  myExitStatementDownload: route('GET', '/tenant/my-exit-statement/download'),
  exitPhotoFile: route('GET', '/files/exit-photos/:name'),
  refundsDue: route('GET', '/stats/refunds-due'),
  // Notices from the office (issue 27; "notice" above is a tenant's notice to move out).
  officeNotices: route('GET', '/notice/'),
  officeNoticeAdd: route('POST', '/notice/add'),
  officeNoticeUpdate: route('PUT', '/notice/update/:id'),
  officeNoticeDelete: route('DELETE', '/notice/delete/:id'),
  myOfficeNotices: route('GET', '/notice/my'),
  officeNoticeRead: route('POST', '/notice/:id/read'),
  officeNoticeImageFile: route('GET', '/files/notice-images/:name'),
  // Late fees (issue 23): staff waive a late-fee line with a reason.
  lateFeeWaive: route('POST', '/payment/invoice/:invoiceId/late-fees/:lineId/waive'),
  // Notice to move out (issue 24): staff record or withdraw a tenant's notice, the tenant their own.
  tenantNotice: route('GET', '/tenant/:tenantId/notice'),
  tenantNoticeRecord: route('POST', '/tenant/:tenantId/notice'),
  tenantNoticeWithdraw: route('DELETE', '/tenant/:tenantId/notice'),
  myNotice: route('GET', '/tenant/my-notice'),
  myNoticeGive: route('POST', '/tenant/my-notice'),
  myNoticeWithdraw: route('DELETE', '/tenant/my-notice'),
  // Papers of admission (issue 24): PDFs for staff in the tenant's scope.
  tenantAgreement: route('GET', '/tenant/:tenantId/documents/agreement'),
  tenantPoliceVerification: route('GET', '/tenant/:tenantId/documents/police-verification'),
  // Reports (issue 26): a month's figures, and the same per month for a trend.
  reportMonthly: route('GET', '/report/monthly'),
  reportTrend: route('GET', '/report/trend'),
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
} as const;

export type ApiPrefix = (typeof API_PREFIXES)[keyof typeof API_PREFIXES];
