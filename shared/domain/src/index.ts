// @pgportal/domain: the portal's domain pieces that more than one remote shows (a remote never
// imports another's source). Design pieces stay in the kit (@pgportal/ui); a piece one remote
// alone uses lives in that remote.
export { ElectricityWorksheet, WORKSHEET_LABELS_EN } from './electricity-worksheet';
export type { WorksheetLabels } from './electricity-worksheet';
export { ExportLink } from './export-link';
export type { ExportLinkProps } from './export-link';
export { FindProperty } from './find-property';
export { PropertyChoice } from './property-choice';
export type { PropertyChoiceProps } from './property-choice';
export { AuditEntries } from './audit-entries';
export type { AuditEntriesProps } from './audit-entries';
export { AUDIT_OBJECT_LABELS, changeText, fieldLabel, shownChanges, whatText } from './audit-change-text';
