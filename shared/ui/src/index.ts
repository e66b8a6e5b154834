// Apps compile the kit from source: this reference brings the `*.module.css` typing into their
// programs too (an ambient declaration cannot be imported).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
// The portal's component kit: Radix primitives (Dialog, DropdownMenu, Tabs) and downshift's
// combobox under our own CSS. Each
// component imports its CSS module, so its styles travel with it (and with this copy of the kit);
// the kit needs only the design tokens (--color-*, --space-*...) of the page's global stylesheet,
// which the shell owns, and no global class name.
export { cx } from './class-names';
export { Avatar } from './avatar';
export type { AvatarProps } from './avatar';
export { Badge } from './badge';
export type { BadgeProps, BadgeTone } from './badge';
export { BrandMark } from './brand-mark';
export { Button, IconButton, buttonClassName, iconButtonClassName } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './button';
export { Card } from './card';
export type { CardProps } from './card';
export { CheckboxField } from './checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field';
export { ConfirmDelete, PERMANENT_DELETE_WARNING } from './confirm-delete';
export type { ConfirmDeleteProps } from './confirm-delete';
export { DataTable, EMPTY_TABLE_TEXT } from './data-table';
export type { DataTableColumn, DataTableProps } from './data-table';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { ErrorBoundary } from './error-boundary';
export type { ErrorBoundaryProps } from './error-boundary';
export { FieldFrame, FieldMessages, useFieldIds } from './field';
export type { FieldBaseProps, FieldIds } from './field';
export { FileField } from './file-field';
export { FormActions } from './form-actions';
export type { FormActionsProps } from './form-actions';
export { FormModal } from './form-modal';
export type { FormModalForm, FormModalProps } from './form-modal';
export { useReportStatus } from './form-status';
export { useChosen } from './use-chosen';
export type { FormStatus } from './form-status';
export type { FileFieldProps } from './file-field';
// The zod forms glue (useZodForm, applyServerErrors, image fields) is its own entry,
// @pgportal/ui/forms, so a page without a form loads no zod (issue 28).
export { FormDraftNotice } from './form-draft-notice';
export { DRAFT_PREFIX, clearFormDrafts, draftKey } from './form-draft-storage';
export { DRAFT_RESTORED, useFormDraft } from './use-form-draft';
export type { FormDraft, FormDraftOptions } from './use-form-draft';
export { AlertIcon, CheckIcon, CloseIcon, DotsIcon, InboxIcon, MailIcon, PlusIcon } from './icons';
export type { IconProps } from './icons';
export { KIT_LABELS_EN, KitLabelsProvider, useKitLabels } from './kit-labels';
export type { KitLabels } from './kit-labels';
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { PageHeader } from './page-header';
export type { PageHeaderProps } from './page-header';
export { Pager } from './pager';
export type { PagerProps } from './pager';
export { PhoneNumber, telHref, type PhoneNumberProps } from './phone-number';
export { RowMenu } from './row-menu';
export type { RowMenuItem, RowMenuProps } from './row-menu';
export { SearchBox } from './search-box';
export type { SearchBoxProps } from './search-box';
export { SearchSelect } from './search-select';
export type { SearchOption, SearchSelectProps } from './search-select';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { LAYOUT_CLASSES, layout } from './layout';
export type { LayoutClass } from './layout';
export { NotFound, isNotFound } from './not-found';
export { Notice } from './notice';
export { LoadFailed } from './load-failed';
export { PrivacyNoticeText } from './privacy-notice-text';
export type { LoadFailedProps } from './load-failed';
export { Page } from './page';
export type { PageProps } from './page';
export { PersonCell } from './person-cell';
export type { PersonCellProps } from './person-cell';
export { LoadingBlock, Spinner } from './spinner';
export type { LoadingBlockProps, SpinnerProps } from './spinner';
export { StatCard, StatGrid } from './stat-card';
export type { StatCardProps, StatGridProps } from './stat-card';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { MoneyField, TextAreaField, TextField } from './text-field';
export type { MoneyFieldProps, TextAreaFieldProps, TextFieldProps } from './text-field';
export { VisuallyHidden } from './visually-hidden';
