import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftKey, readDraft, removeDraft, writeDraft } from './form-draft-storage';
import { KIT_LABELS_EN } from './kit-labels';

export const DRAFT_RESTORED = KIT_LABELS_EN.draftRestored;

export interface FormDraftOptions {
  /** The form's name in the key, e.g. 'tenant-admission'. */
  name: string;
  /** Whose draft: the signed-in person's id. Without one nothing is kept or restored. */
  owner: string | null | undefined;
  /** False keeps no draft (e.g. a form that updates an existing record). */
  enabled?: boolean;
  /** Dotted paths never kept in the draft (e.g. a passport number): they come back empty. */
  omit?: readonly string[];
}

export interface FormDraft {
  /** A kept draft was put back into the form when it opened (until discarded). */
  restored: boolean;
  /** Forgets the draft: call it once the form is submitted successfully (or cancelled). */
  clear: () => void;
  /** Puts the form back to its empty values and forgets the draft. */
  discard: () => void;
}

type DraftForm<F extends FieldValues> = Pick<
  UseFormReturn<F, unknown, unknown>,
  'watch' | 'reset' | 'formState'
>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isFile = (value: unknown) =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof FileList !== 'undefined' && value instanceof FileList);

/** Values as kept: files dropped (null), keys sorted, so equal forms serialise the same. */
function normalise(value: unknown): unknown {
  if (isFile(value)) return null;
  if (Array.isArray(value)) return value.map(normalise);
  if (!isPlainObject(value)) return value;
  const entries = Object.keys(value)
    .sort()
    .filter((key) => value[key] !== undefined)
    .map((key) => [key, normalise(value[key])]);
  return Object.fromEntries(entries);
}

const serialise = (values: unknown) => JSON.stringify(normalise(values) ?? {});

/** A copy of `values` without the dotted paths `omit` names. */
function without(values: unknown, omit: readonly string[]): unknown {
  if (!omit.length || !isPlainObject(values)) return values;
  const copy = JSON.parse(serialise(values)) as Record<string, unknown>;
  for (const path of omit) {
    const parts = path.split('.');
    let node: unknown = copy;
    for (const part of parts.slice(0, -1)) node = isPlainObject(node) ? node[part] : undefined;
    if (isPlainObject(node)) delete node[parts[parts.length - 1]!];
  }
  return copy;
}

/** The form's empty values with the draft's laid over them (a field the draft lacks keeps its default). */
function overlay(base: unknown, draft: unknown): unknown {
  if (draft === undefined || draft === null) return base ?? draft;
  if (!isPlainObject(base) || !isPlainObject(draft)) return draft;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(draft)) merged[key] = overlay(base[key], value);
  return merged;
}

/**
 * Keeps what is typed in a long form as a draft in this browser tab (form-draft-storage.ts says
 * where and for how long), and puts it back when the form opens again for the same person: after
 * a session that ended mid-form and a new sign-in, say. Show <FormDraftNotice draft={…} /> in the
 * form, and call `clear()` after a successful submit. A form whose values are back to the empty
 * ones keeps no draft.
 */
const NO_PATHS: readonly string[] = [];

export function useFormDraft<F extends FieldValues>(
  form: DraftForm<F>,
  { name, owner, enabled = true, omit = NO_PATHS }: FormDraftOptions,
): FormDraft {
  const key = enabled && owner ? draftKey(owner, name) : null;
  const [restored, setRestored] = useState(false);
  // The form's empty values, as given to useForm (restoring keeps them, so the form reads as changed).
  const defaults = useRef(form.formState.defaultValues);
  const { watch, reset } = form;

  useEffect(() => {
    if (!key) return undefined;
    const baseline = serialise(without(defaults.current, omit));
    const saved = readDraft(key);
    if (saved && serialise(overlay(defaults.current, saved)) !== baseline) {
      reset(overlay(defaults.current, saved) as F, { keepDefaultValues: true });
      setRestored(true);
    }
    const subscription = watch((values) => {
      const text = serialise(without(values, omit));
      if (text === baseline) removeDraft(key);
      else writeDraft(key, text);
    });
    return () => subscription.unsubscribe();
  }, [key, watch, reset, omit]);

  const clear = useCallback(() => {
    if (key) removeDraft(key);
    setRestored(false);
  }, [key]);

  const discard = useCallback(() => {
    reset(defaults.current as F);
    clear();
  }, [reset, clear]);

  return { restored, clear, discard };
}
