export { createComplaint, useCreateComplaint } from './create-complaint';
export { complaintFormData, PROGRESS_FROM_BYTES } from './complaint-form-data';
export type { ComplaintFields } from './complaint-form-data';
export { ALL_COMPLAINTS_PATH, COMPLAINTS_PATH, MY_COMPLAINTS_PATH, useComplaints } from './get-complaints';
export type { ComplaintsPage, ComplaintsQuery } from './get-complaints';
export { TENANT_PROFILE_PATH, useTenantPlace } from './get-tenant-place';
export type { TenantPlace } from './get-tenant-place';
export { reviewComplaint, useReviewComplaint } from './review-complaint';
export { updateComplaint, useUpdateComplaint } from './update-complaint';
