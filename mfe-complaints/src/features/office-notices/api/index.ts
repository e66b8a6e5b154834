export { useOfficeNotices } from './get-office-notices';
export { useSaveOfficeNotice, officeNoticeFormData, type OfficeNoticeFields } from './save-office-notice';
export { useDeleteOfficeNotice } from './delete-office-notice';
