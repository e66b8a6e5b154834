export { PROPERTIES_PATH, useProperties } from './get-properties';
export { PROPERTY_PATH, useProperty } from './get-property';
export { propertyFormData, useAddProperty, useUpdateProperty } from './save-property';
export type { PropertyFields } from './save-property';
export { useDeleteProperty } from './delete-property';
export { useSwitchProperty } from './switch-property';
export { useAssignManager } from './assign-manager';
export { useRemoveManager } from './remove-manager';
export { useOverview } from './get-overview';
