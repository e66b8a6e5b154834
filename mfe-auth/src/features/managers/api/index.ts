export { MANAGER_ADDED, addManager, useAddManager } from './add-manager';
export { MANAGER_DELETED, deleteManager, useDeleteManager } from './delete-manager';
export { MANAGERS_PATH, useManagers } from './get-managers';
export { managerFormData } from './manager-form-data';
export type { ManagerFields } from './manager-form-data';
export { VERIFICATION_SENT, resendVerification, useResendVerification } from './resend-verification';
export { MANAGER_UPDATED, updateManager, useUpdateManager } from './update-manager';
