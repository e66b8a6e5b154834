// The kit's light pieces (issue 28), a kit entry of its own: what a sign-in page needs, without
// the Radix primitives, downshift, the zod forms glue and the tables the whole kit brings. A page
// that imports only these loads only these (the kit is shared per entry). Same components as the
// kit's index, so a page may use both.
export { cx } from './class-names';
export { BrandMark } from './brand-mark';
export { Button, IconButton, buttonClassName, iconButtonClassName } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './button';
export { ErrorBoundary } from './error-boundary';
export type { ErrorBoundaryProps } from './error-boundary';
export { AlertIcon, CheckIcon, CloseIcon, DotsIcon, InboxIcon, MailIcon, PlusIcon } from './icons';
export type { IconProps } from './icons';
export { LAYOUT_CLASSES, layout } from './layout';
export type { LayoutClass } from './layout';
export { Notice } from './notice';
export { LoadingBlock, Spinner } from './spinner';
export { TextAreaField, TextField } from './text-field';
export type { TextAreaFieldProps, TextFieldProps } from './text-field';
// Forms without a schema library (rules passed to register), for pages that must stay light.
export { useForm } from 'react-hook-form';
