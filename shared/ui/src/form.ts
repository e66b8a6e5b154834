// Forms glue of the kit: react-hook-form driven by the zod schemas of @pgportal/contracts/schemas.
// Remotes use these rather than depending on the resolver package themselves.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormProps,
  UseFormHandleSubmit,
  UseFormRegisterReturn,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@pgportal/contracts/api';

export { zodResolver };

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** What `register('field')` returns, plus the field's error, for passing a field to a child. */
export type RegisteredField<N extends string = string> = UseFormRegisterReturn<N> & { error?: string };

export type ZodFormReturn<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** Each field error with its dotted name: { address: { city: {…} } } gives ['address.city', {…}]. */
function fieldErrors(errors: object, prefix = ''): [string, { ref?: unknown }][] {
  const found: [string, { ref?: unknown }][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { type?: unknown }).type === 'string')
      found.push([name, value as { ref?: unknown }]);
    else found.push(...fieldErrors(value as object, name));
  }
  return found;
}

const focusable = (value: unknown): value is HTMLElement =>
  typeof HTMLElement !== 'undefined' && value instanceof HTMLElement && value.isConnected;

/**
 * The control of the first invalid field in the page's order (what the user sees first), not in
 * the schema's or the registration's order.
 */
export function firstInvalidControl(errors: FieldErrors, form?: Element | null): HTMLElement | undefined {
  const controls: HTMLElement[] = [];
  for (const [name, error] of fieldErrors(errors)) {
    let control: unknown = error.ref;
    if (!focusable(control) && form instanceof HTMLFormElement) {
      const named = form.elements.namedItem(name);
      control = named instanceof RadioNodeList ? named[0] : named;
    }
    if (focusable(control)) controls.push(control);
  }
  controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return controls[0];
}

/**
 * useForm with a zod resolver: the submit handler receives the schema's parsed output
 * (trimmed, lower-cased e-mail...), field errors carry the schema's messages. A submit with
 * errors focuses the first invalid field in the form's visual (DOM) order.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): ZodFormReturn<S> {
  // The resolver's overloads cannot follow a generic schema; for a concrete S the types agree.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const focusError = options?.shouldFocusError ?? true;
  // react-hook-form would focus the first field it registered, which is not always the first one shown.
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver, shouldFocusError: false });
  const { handleSubmit, setFocus } = form;
  const handleSubmitFocusing: UseFormHandleSubmit<z.input<S>, z.output<S>> = (onValid, onInvalid) =>
    handleSubmit(onValid, (errors, event) => {
      if (focusError) {
        const target = (event?.target ?? null) as Element | null;
        const control = firstInvalidControl(errors, target?.closest('form') ?? null);
        const first = fieldErrors(errors)[0]?.[0];
        if (control) control.focus();
        else if (first) setFocus(first as Path<z.input<S>>);
      }
      return onInvalid?.(errors, event);
    });
  return { ...form, handleSubmit: handleSubmitFocusing };
}

/** Images the API accepts (DESIGN §4): JPEG, PNG, WebP up to 5 MB. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const NOT_AN_IMAGE = 'Choose an image file (JPEG, PNG or WebP).';
export const IMAGE_TOO_LARGE = 'Each image must be at most 5 MB.';

type PickedFiles = FileList | readonly File[] | null | undefined;

function listFiles(files: PickedFiles): File[] {
  if (!files) return [];
  return Array.from(files as ArrayLike<File>);
}

/** The first file picked in a file input (react-hook-form gives a FileList), if any. */
export function firstFile(files: PickedFiles): File | undefined {
  return listFiles(files)[0];
}

/** Why picked files are not acceptable images, or undefined when they are (or none was picked). */
export function imageFilesError(files: PickedFiles, options: { maxFiles?: number } = {}): string | undefined {
  const list = listFiles(files);
  if (options.maxFiles !== undefined && list.length > options.maxFiles) {
    return options.maxFiles === 1 ? 'Choose one image.' : `Choose at most ${options.maxFiles} images.`;
  }
  if (list.some((file) => !(IMAGE_TYPES as readonly string[]).includes(file.type))) return NOT_AN_IMAGE;
  if (list.some((file) => file.size > MAX_IMAGE_BYTES)) return IMAGE_TOO_LARGE;
  return undefined;
}

const isPickedFiles = (value: unknown): value is PickedFiles =>
  value === null ||
  value === undefined ||
  Array.isArray(value) ||
  (typeof value === 'object' && typeof (value as { length?: unknown }).length === 'number');

/** A zod field for an optional image picker: `schema.extend({ avatar: imageFilesField() })`. */
export function imageFilesField(options: { maxFiles?: number } = {}) {
  return z.custom<PickedFiles>(isPickedFiles, { error: NOT_AN_IMAGE }).superRefine((files, ctx) => {
    const message = imageFilesError(files, options);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * Puts the server's per-field messages (`errors` of a 400 answer) on the form's fields.
 * Returns true when at least one field got a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
