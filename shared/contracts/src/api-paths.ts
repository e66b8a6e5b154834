// The API paths the front ends call, built from the one table of routes (api-routes.ts): a fixed
// path is a string, a path with ids a function that encodes them, e.g. API.tenant.invoices('t1')
// -> '/payment/tenant-invoice/t1'. Queries go beside the path (useApiQuery(path, query), request's
// `query`, or withQuery), so they are encoded once. SWR keys are these paths, and `revalidates`
// lists name API_PREFIXES (or these paths).
import type { ExportKind } from './enums';
import { API_PREFIXES, API_ROUTES, apiPath, withQuery } from './api-routes';

export * from './api-routes';

type Id = string | number;

export const API = {
  health: API_ROUTES.health.pattern,
  devOutbox: API_ROUTES.devOutbox.pattern,
  /** POST {today, tenantId}: development only, one tenant's billing as on another day (e2e) */
  devBillingRun: API_ROUTES.devBillingRun.pattern,
  auth: {
    prefix: API_PREFIXES.auth,
    login: API_ROUTES.authLogin.pattern,
    verifyOtp: API_ROUTES.authVerifyOtp.pattern,
    logout: API_ROUTES.authLogout.pattern,
    session: API_ROUTES.authSession.pattern,
  },
  tenant: {
    /** every tenant read: the list, a search, one tenant */
    prefix: API_PREFIXES.tenant,
    /** GET /tenant/ (SPEC §7's list form) */
    all: API_ROUTES.tenants.pattern,
    /** GET /tenant with query search, page, limit, assigned (SPEC §7's search form; the same route) */
    search: API_PREFIXES.tenant,
    login: API_ROUTES.tenantLogin.pattern,
    verifyAuthOtp: API_ROUTES.tenantVerifyAuthOtp.pattern,
    verify: API_ROUTES.tenantVerify.pattern,
    profile: API_ROUTES.tenantProfile.pattern,
    add: API_ROUTES.tenantAdd.pattern,
    fetch: (id: Id) => apiPath('tenantFetch', { id }),
    update: (id: Id) => apiPath('tenantUpdate', { id }),
    delete: (tenantId: Id) => apiPath('tenantDelete', { tenantId }),
    resendVerification: (tenantId: Id) => apiPath('tenantResendVerification', { tenantId }),
    legalDocuments: (tenantId: Id) => apiPath('tenantLegalDocuments', { tenantId }),
    /** PUT (replace) and DELETE of one legal document */
    legalDocument: (tenantId: Id, documentId: Id) =>
      apiPath('tenantLegalDocumentReplace', { tenantId, documentId }),
    /** GET /payment/tenant-invoice/{tenantId}: listed with the tenant in SPEC §7 */
    invoices: (tenantId: Id) => apiPath('tenantInvoices', { tenantId }),
    /** POST: the tenant's Aadhaar QR text, decoded and checked server-side (issue 45) */
    aadhaarQr: (tenantId: Id) => apiPath('tenantAadhaarQr', { tenantId }),
    /** POST: the signed-in tenant's own Aadhaar QR */
    ownAadhaarQr: API_ROUTES.tenantOwnAadhaarQr.pattern,
    /** GET: the Aadhaar QR's photo as a PNG (the tenant their own, staff a tenant in their scope) */
    aadhaarPhoto: (tenantId: Id) => apiPath('tenantAadhaarPhoto', { tenantId }),
    /** GET the privacy notice's version and the signed-in tenant's consents; POST: they agree (issue 45) */
    myPrivacyConsent: API_ROUTES.myPrivacyConsent.pattern,
    /** GET a tenant's consents (staff); POST: staff record the tenant's signed paper consent */
    privacyConsent: (tenantId: Id) => apiPath('tenantPrivacyConsent', { tenantId }),
    /** GET /tenant/my-data: a copy of the signed-in tenant's data as JSON (issue 45) */
    myData: API_ROUTES.myData.pattern,
    /** GET and PUT: a foreign national's Form III details, numbers masked (issue 45) */
    foreignNational: (tenantId: Id) => apiPath('tenantForeignNational', { tenantId }),
    /** GET: the Form III data sheet, with the whole passport and visa numbers */
    form3Sheet: (tenantId: Id) => apiPath('tenantForm3Sheet', { tenantId }),
    /** GET: the Form III data sheet as a PDF (the whole passport and visa numbers) */
    form3Pdf: (tenantId: Id) => apiPath('tenantForm3Pdf', { tenantId }),
    /** POST: the submission number and time of the ARRIVAL or DEPARTURE report */
    form3Submission: (tenantId: Id, kind: 'ARRIVAL' | 'DEPARTURE') =>
      apiPath('tenantForm3Submission', { tenantId, kind }),
    /** GET: the tenant's police verification: state layout, status, due date (issue 45) */
    police: (tenantId: Id) => apiPath('tenantPolice', { tenantId }),
    /** POST: the acknowledgement or service-request number and the day it was filed */
    policeFiled: (tenantId: Id) => apiPath('tenantPoliceFiled', { tenantId }),
    /** POST: the day the police verified the tenant */
    policeVerified: (tenantId: Id) => apiPath('tenantPoliceVerified', { tenantId }),
    /** PUT /tenant/profile: the signed-in tenant's phone and photo */
    updateProfile: API_ROUTES.tenantProfileUpdate.pattern,
    /** POST /tenant/my-invoices/{invoiceId}/claims: 'I have paid' */
    claimPayment: (invoiceId: Id) => apiPath('myInvoiceClaim', { invoiceId }),
    /** POST /tenant/my-claims: 'I have paid' for several invoices with one UTR */
    claimSeveral: API_ROUTES.myClaims.pattern,
    /** POST /tenant/{tenantId}/move: to another free bed in the caller's scope */
    move: (tenantId: Id) => apiPath('tenantMove', { tenantId }),
    /** POST /tenant/{tenantId}/rent: a new rent or meal cost from an effective date */
    changeRent: (tenantId: Id) => apiPath('tenantRentChange', { tenantId }),
    /** GET /tenant/{tenantId}/rents: the history of the tenant's rents */
    rents: (tenantId: Id) => apiPath('tenantRents', { tenantId }),
    /** GET /tenant/{tenantId}/history?page=&limit=: the audit entries about the tenant, newest first */
    history: (tenantId: Id) => apiPath('tenantHistory', { tenantId }),
    /** GET /tenant/{tenantId}/charges: pending and billed charges; POST adds one */
    charges: (tenantId: Id) => apiPath('tenantCharges', { tenantId }),
    /** DELETE /tenant/{tenantId}/charges/{chargeId}: removes a pending charge */
    charge: (tenantId: Id, chargeId: Id) => apiPath('tenantChargeDelete', { tenantId, chargeId }),
    /** POST /tenant/{tenantId}/reminders: a reminder sent from the Dues page (e.g. on WhatsApp) */
    remind: (tenantId: Id) => apiPath('tenantReminderAdd', { tenantId }),
    /** GET the signed-in tenant's days away; POST marks some */
    myMealOptOuts: API_ROUTES.myMealOptOuts.pattern,
    /** PUT /tenant/my-language: the signed-in tenant's language (issue 27) */
    language: API_ROUTES.tenantLanguage.pattern,
    /** DELETE /tenant/my-meal-optouts/{optOutId}: withdraws days away before the cut-off */
    myMealOptOut: (optOutId: Id) => apiPath('myMealOptOutWithdraw', { optOutId }),
    /** GET /tenant/{tenantId}/meal-optouts: a tenant's days away (staff); POST records some */
    mealOptOuts: (tenantId: Id) => apiPath('tenantMealOptOuts', { tenantId }),
    /** GET /tenant/my-electricity: the signed-in tenant's electricity shares */
    myElectricity: API_ROUTES.myElectricity.pattern,
    /** GET /tenant/my-electricity/{readingId}: the worksheet of a period they share */
    myElectricityWorksheet: (readingId: Id) => apiPath('myElectricityWorksheet', { readingId }),
    /** GET /tenant/my-electricity/{readingId}/pdf: that worksheet as a PDF (issue 44) */
    myElectricityWorksheetPdf: (readingId: Id) => apiPath('myElectricityWorksheetPdf', { readingId }),
    /** GET and PUT /tenant/{tenantId}/exit-statement (issue 24) */
    exitStatement: (tenantId: Id) => apiPath('tenantExitStatement', { tenantId }),
    exitStatementSend: (tenantId: Id) => apiPath('tenantExitStatementSend', { tenantId }),
    exitStatementSettle: (tenantId: Id) => apiPath('tenantExitStatementSettle', { tenantId }),
    /** the statement as a PDF */
    exitStatementDownload: (tenantId: Id) => apiPath('tenantExitStatementDownload', { tenantId }),
    /** the signed-in tenant's own statement, and their answer to it */
    myExitStatement: API_ROUTES.myExitStatement.pattern,
    myExitStatementAccept: API_ROUTES.myExitStatementAccept.pattern,
    myExitStatementDispute: API_ROUTES.myExitStatementDispute.pattern,
    myExitStatementDownload: API_ROUTES.myExitStatementDownload.pattern,
    /** GET, POST (record) and DELETE (withdraw) /tenant/{tenantId}/notice: the standing notice */
    notice: (tenantId: Id) => apiPath('tenantNotice', { tenantId }),
    /** GET, POST (give) and DELETE (withdraw) /tenant/my-notice: the signed-in tenant's own notice */
    myNotice: API_ROUTES.myNotice.pattern,
    /** GET ?noticeDate=&moveOutDate=: the notice period, days short and deduction a notice would have */
    noticePreview: (tenantId: Id) => apiPath('tenantNoticePreview', { tenantId }),
    /** GET ?moveOutDate=: the same for the signed-in tenant's notice given today */
    myNoticePreview: API_ROUTES.myNoticePreview.pattern,
    /** GET /tenant/{tenantId}/documents/agreement: the leave-and-licence agreement as a PDF */
    agreement: (tenantId: Id) => apiPath('tenantAgreement', { tenantId }),
    /** GET /tenant/{tenantId}/documents/police-verification: the tenant information form as a PDF */
    policeVerification: (tenantId: Id) => apiPath('tenantPoliceVerification', { tenantId }),
  },
  user: {
    prefix: API_PREFIXES.user,
    profile: API_ROUTES.userProfile.pattern,
    all: API_ROUTES.users.pattern,
    add: API_ROUTES.userAdd.pattern,
    updateOwn: API_ROUTES.userUpdateOwn.pattern,
    verifyEmail: API_ROUTES.userVerifyEmail.pattern,
    fetch: (id: Id) => apiPath('userFetch', { id }),
    update: (id: Id) => apiPath('userUpdate', { id }),
    delete: (id: Id) => apiPath('userDelete', { id }),
    resendVerification: (id: Id) => apiPath('userResendVerification', { id }),
  },
  property: {
    prefix: API_PREFIXES.property,
    /** GET /property/all-propertis (the contract's spelling) */
    all: API_ROUTES.properties.pattern,
    add: API_ROUTES.propertyAdd.pattern,
    assignManager: API_ROUTES.propertyAssignManager.pattern,
    fetch: (id: Id) => apiPath('propertyFetch', { id }),
    update: (id: Id) => apiPath('propertyUpdate', { id }),
    delete: (id: Id) => apiPath('propertyDelete', { id }),
    setCurrent: (id: Id) => apiPath('propertySetCurrent', { id }),
    /** GET: the current property's beds by floor and room, each free, occupied, notice given or overdue */
    occupancy: API_ROUTES.propertyOccupancy.pattern,
    /** GET ?page=&limit=: every property in scope with beds, money and what waits, and the totals */
    overview: API_ROUTES.propertyOverview.pattern,
    removeManager: (propertyId: Id, managerId: Id) =>
      apiPath('propertyRemoveManager', { propertyId, managerId }),
  },
  room: {
    prefix: API_PREFIXES.room,
    /** GET /room/: every room in scope */
    all: API_ROUTES.rooms.pattern,
    create: API_ROUTES.roomCreate.pattern,
    ofProperty: (propertyId: Id) => apiPath('propertyRooms', { propertyId }),
    fetch: (roomId: Id) => apiPath('roomFetch', { roomId }),
    update: (roomId: Id) => apiPath('roomUpdate', { roomId }),
    delete: (roomId: Id) => apiPath('roomDelete', { roomId }),
    /** GET (the list) and POST (multipart readingDate, reading, photo) a room's meter readings */
    meterReadings: (roomId: Id) => apiPath('meterReadings', { roomId }),
    /** PUT: corrects the latest reading while its shares are not yet invoiced */
    meterReading: (roomId: Id, readingId: Id) => apiPath('meterReadingCorrect', { roomId, readingId }),
    /** GET: the worksheet of the period a reading closes */
    electricityWorksheet: (roomId: Id, readingId: Id) =>
      apiPath('electricityWorksheet', { roomId, readingId }),
    /** GET: that worksheet as a PDF with its verify QR code (issue 44) */
    electricityWorksheetPdf: (roomId: Id, readingId: Id) =>
      apiPath('electricityWorksheetPdf', { roomId, readingId }),
  },
  bed: {
    prefix: API_PREFIXES.bed,
    assignTenant: API_ROUTES.bedAssignTenant.pattern,
    vacateTenant: (tenantId: Id) => apiPath('bedVacateTenant', { tenantId }),
    /** GET /bed/free with query search: free beds of every property in the caller's scope (a move's picker) */
    free: API_ROUTES.bedsFree.pattern,
  },
  payment: {
    /** every invoice read */
    prefix: API_PREFIXES.payment,
    myInvoices: API_ROUTES.myInvoices.pattern,
    pay: (billingId: Id) => apiPath('invoicePay', { billingId }),
    reverse: (billingId: Id) => apiPath('invoiceReverse', { billingId }),
    download: (billingId: Id) => apiPath('invoiceDownload', { billingId }),
    confirmClaim: (billingId: Id, claimId: Id) => apiPath('invoiceClaimConfirm', { billingId, claimId }),
    rejectClaim: (billingId: Id, claimId: Id) => apiPath('invoiceClaimReject', { billingId, claimId }),
    /** GET /payment/receipt/{paymentId}: the payment's receipt as a PDF */
    receipt: (paymentId: Id) => apiPath('paymentReceipt', { paymentId }),
    /** GET /payment/gst-note/{noteId}/download: a GST credit or debit note as a PDF */
    gstNote: (noteId: Id) => apiPath('gstNoteDownload', { noteId }),
    /** GET ?month=YYYY-MM or ?financialYear=YYYY: the tenant's HRA rent receipt PDF */
    rentReceipt: (tenantId: Id) => apiPath('tenantRentReceipt', { tenantId }),
    /** GET /payment/dues: the Dues page, oldest debt first (page, limit, search, overdue) */
    dues: API_ROUTES.dues.pattern,
    /** GET /payment/dues/totals: the Dues page's totals */
    duesTotals: API_ROUTES.duesTotals.pattern,
    /** POST /payment/statements: a bank statement (multipart `file`) */
    importStatement: API_ROUTES.statementImport.pattern,
    /** GET and PUT: the statement's column mapping kept for the current property */
    statementMapping: API_ROUTES.statementMapping.pattern,
    statementLines: API_ROUTES.statementLines.pattern,
    matchLine: (lineId: Id) => apiPath('statementLineMatch', { lineId }),
    ignoreLine: (lineId: Id) => apiPath('statementLineIgnore', { lineId }),
    /** POST {reason}: waives a late-fee line of the invoice (its _id) */
    waiveLateFee: (invoiceId: Id, lineId: Id) => apiPath('lateFeeWaive', { invoiceId, lineId }),
  },
  stats: {
    prefix: API_PREFIXES.stats,
    /** GET /stats/ (with its slash, as SPEC §7 writes it) */
    get: API_ROUTES.stats.pattern,
    /** GET /stats/refunds-due: exit statements not settled, nearest refund deadline first */
    refundsDue: API_ROUTES.refundsDue.pattern,
  },
  complaint: {
    /** every complaints read */
    prefix: API_PREFIXES.complaint,
    mine: API_ROUTES.myComplaints.pattern,
    all: API_ROUTES.allComplaints.pattern,
    create: API_ROUTES.complaintCreate.pattern,
    fetch: (id: Id) => apiPath('complaintFetch', { id }),
    update: (id: Id) => apiPath('complaintUpdate', { id }),
    review: (id: Id) => apiPath('complaintReview', { id }),
  },
  meals: {
    prefix: API_PREFIXES.meals,
    /** GET /meals/count?date=YYYY-MM-DD: how many of the current property eat that day, and who is away */
    count: API_ROUTES.mealCount.pattern,
  },
  report: {
    prefix: API_PREFIXES.report,
    /** GET /report/monthly?month=YYYY-MM (&scope=all): the month's figures */
    monthly: API_ROUTES.reportMonthly.pattern,
    /** GET /report/trend?months=12 (&scope=all): the same per month, oldest first */
    trend: API_ROUTES.reportTrend.pattern,
  },
  /** notices from the office (issue 27) */
  notice: {
    prefix: API_PREFIXES.notice,
    /** GET (staff, current property, paged) */
    all: API_ROUTES.officeNotices.pattern,
    add: API_ROUTES.officeNoticeAdd.pattern,
    update: (id: Id) => apiPath('officeNoticeUpdate', { id }),
    delete: (id: Id) => apiPath('officeNoticeDelete', { id }),
    /** GET (tenant): the property's live notices with `read` */
    my: API_ROUTES.myOfficeNotices.pattern,
    read: (id: Id) => apiPath('officeNoticeRead', { id }),
  },
  expense: {
    /** every expenses read: the month's list and the monthly templates */
    prefix: API_PREFIXES.expense,
    /** GET /expense/?month=YYYY-MM&category=&page=&limit= (&scope=all for admins) */
    list: API_ROUTES.expenses.pattern,
    add: API_ROUTES.expenseAdd.pattern,
    update: (id: Id) => apiPath('expenseUpdate', { id }),
    delete: (id: Id) => apiPath('expenseDelete', { id }),
    /** GET: the expense's bill, streamed to staff in scope */
    bill: (id: Id) => apiPath('expenseBill', { id }),
    recurring: API_ROUTES.recurringExpenses.pattern,
    stopRecurring: (id: Id) => apiPath('recurringExpenseStop', { id }),
  },
  waiting: {
    prefix: API_PREFIXES.waiting,
    /** GET /waiting/?scope=current|all: what waits for staff, and the counts (issue 42) */
    list: (query?: { scope?: 'current' | 'all' }) => withQuery(API_ROUTES.waiting.pattern, query),
  },
  audit: {
    /** GET /audit/?propertyId=&objectType=&objectId=&actor=&from=&to=&page=&limit= (SUPER_ADMIN, OWNER) */
    list: API_ROUTES.audit.pattern,
  },
  export: {
    prefix: API_PREFIXES.export,
    /** GET /export/{kind}.csv?from=&to= (&scope=all): the list as CSV, streamed */
    csv: (kind: ExportKind) => apiPath('exportCsv', { file: `${kind}.csv` }),
    /** GET /export/tally.xml?propertyId=&from=&to=: TallyPrime import XML of a property's books (issue 44) */
    tally: apiPath('exportTally'),
    /** GET /export/gstr1.csv?propertyId=&month=YYYY-MM: GSTR-1-shaped CSV of the property's GSTIN (issue 44) */
    gstr1: apiPath('exportGstr1'),
    /** GET /export/form3-register.csv?propertyId=&from=&to=: every Form III report of the period (issue 45) */
    form3Register: apiPath('exportForm3Register'),
  },
} as const;
