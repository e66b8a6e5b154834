// The messages of notices from the office (issue 27), spread into MESSAGES (messages.ts).
export const OFFICE_NOTICE_MESSAGES = {
  officeNoticesFetched: 'Notices fetched successfully',
  officeNoticePosted: 'Notice posted',
  officeNoticeUpdated: 'Notice updated',
  officeNoticeDeleted: 'Notice deleted',
  officeNoticeMarkedRead: 'Notice marked read',
  officeNoticeNotFound: 'Notice not found',
  officeNoticeNoProperty: 'Choose a property first: notices go to the current property’s tenants.',
  officeNoticeTitleTooLong: 'The title can be at most 120 characters',
  officeNoticeTextTooLong: 'The text can be at most 2000 characters',
  officeNoticeExpiryPast: 'The expiry date cannot be in the past: choose today or a later day',
} as const;
