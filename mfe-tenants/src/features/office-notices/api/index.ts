export { useMyOfficeNotices } from './get-my-office-notices';
export { useMarkOfficeNoticeRead } from './mark-office-notice-read';
