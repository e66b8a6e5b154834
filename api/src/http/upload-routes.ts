// Every route that reads an upload, with the files its form may carry: the one table withForm
// checks its caller against and the early refusal (plugins/upload-limits.ts) reads the body limit
// from, so a body too large for its route is refused from its Content-Length, before it is sent.
import { API_BASE } from '@pgportal/contracts/api';
import { API_ROUTES, type ApiRouteName } from '@pgportal/contracts/api-paths';
import { MAX_COMPLAINT_IMAGES, MAX_EXIT_DEDUCTIONS, MAX_EXIT_PHOTOS } from '@pgportal/contracts/schemas';
import { UPLOAD_KINDS, type UploadKind } from '../services/files/uploads';

/** The files a form may carry: up to `maxFiles` of one upload kind. */
export interface FormFiles {
  kind: UploadKind;
  maxFiles: number;
}

const one = (kind: UploadKind): FormFiles => ({ kind, maxFiles: 1 });

export const UPLOAD_ROUTES: Partial<Record<ApiRouteName, FormFiles>> = {
  userAdd: one('avatar'),
  userUpdate: one('avatar'),
  userUpdateOwn: one('avatar'),
  tenantAdd: one('profilePhoto'),
  tenantUpdate: one('profilePhoto'),
  tenantProfileUpdate: one('profilePhoto'),
  tenantLegalDocuments: one('legalDocument'),
  tenantLegalDocumentReplace: one('legalDocument'),
  propertyAdd: one('propertyImage'),
  propertyUpdate: one('propertyImage'),
  roomCreate: one('roomImage'),
  roomUpdate: one('roomImage'),
  complaintCreate: { kind: 'complaintImage', maxFiles: MAX_COMPLAINT_IMAGES },
  complaintUpdate: { kind: 'complaintImage', maxFiles: MAX_COMPLAINT_IMAGES },
  myInvoiceClaim: one('paymentScreenshot'),
  myClaims: one('paymentScreenshot'),
  meterReadingAdd: one('meterPhoto'),
  meterReadingCorrect: one('meterPhoto'),
  tenantExitStatementSave: { kind: 'exitPhoto', maxFiles: MAX_EXIT_PHOTOS * MAX_EXIT_DEDUCTIONS },
  officeNoticeAdd: one('noticeImage'),
  officeNoticeUpdate: one('noticeImage'),
  expenseAdd: one('expenseBill'),
  expenseUpdate: one('expenseBill'),
  statementImport: one('bankStatement'),
};

/** A text field's most bytes (busboy's fieldSize) and how many a form may have. */
export const FIELD_BYTES = 64 * 1024;
export const MAX_FIELDS = 50;
/** the parts' headers and boundaries around the files and fields */
const FORM_MARGIN = 1024 * 1024;

/** The most bytes a form of the route can carry: its files at their limit, every field, the margin. */
export const bodyLimitOf = (files: FormFiles) =>
  files.maxFiles * UPLOAD_KINDS[files.kind].maxBytes + MAX_FIELDS * FIELD_BYTES + FORM_MARGIN;

const key = (method: string, url: string) => `${method} ${url.replace(/\/$/, '')}`;

const BY_ROUTE = new Map(
  Object.entries(UPLOAD_ROUTES).map(([name, files]) => {
    const route = API_ROUTES[name as ApiRouteName];
    return [key(route.method, API_BASE + route.pattern), files] as const;
  }),
);

/** The upload form of the route Fastify matched (method and pattern), if it reads one. */
export const uploadFormOf = (method: string, url: string | undefined): FormFiles | undefined =>
  url === undefined ? undefined : BY_ROUTE.get(key(method, url));
