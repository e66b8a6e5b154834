// The size limit of each kind of upload, in MB (DESIGN §4): the API refuses a larger file (413,
// api/src/services/files/uploads.ts reads these) and the file pickers say the limit before the
// upload starts and refuse a larger file as it is chosen (the kit's FileField, issue 42).
export const UPLOAD_LIMIT_MB = {
  avatar: 5,
  profilePhoto: 5,
  propertyImage: 5,
  roomImage: 5,
  complaintImage: 5,
  paymentScreenshot: 5,
  meterPhoto: 5,
  exitPhoto: 5,
  noticeImage: 5,
  legalDocument: 10,
  expenseBill: 10,
  bankStatement: 10,
} as const;
