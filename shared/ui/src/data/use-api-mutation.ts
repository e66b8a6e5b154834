import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '@pgportal/contracts/api';
import type { Envelope } from '@pgportal/contracts/types';
import { useKitLabels } from '../kit-labels';
import { notify } from '../toast';
import { keyMatches } from './api-key';

export interface ApiMutationOptions<Input, Result> {
  /** The call: answers the whole envelope so its message and warnings reach the user. */
  request: (input: Input) => Promise<Envelope<Result>>;
  /** The toast on success; by default the server's message. `null` shows none. */
  successMessage?: string | null | ((result: Result) => string);
  /** API paths whose cached reads are revalidated on success, in every remote ('/tenant' covers '/tenant?search=…'). */
  revalidates?: readonly string[];
}

export interface FormBinding<F extends FieldValues> {
  setError: UseFormSetError<F>;
  /** the form fields that may carry a server message */
  fields: readonly Path<F>[];
}

/**
 * The per-field messages of a refusal: the server's `errors`, which every refusal about a field
 * carries (a 400 schema failure, a 409 such as a taken e-mail). Never guessed from the message text.
 */
function refusalFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? (error.errors ?? {}) : {};
}

export type MutationResult<Result> = { ok: true; data: Result } | { ok: false; error: unknown };

export interface ApiMutation<Input, Result> {
  /**
   * Runs the call. On success: the error toast of an earlier failed try is cleared, then the
   * success toast, a warning toast for each warning the server sent, the revalidations; resolves
   * { ok: true, data }. On failure: field errors onto `form`, the server's message as an error
   * toast (one per hook: a new failure replaces it); resolves { ok: false, error } (nothing to catch).
   */
  trigger: <F extends FieldValues>(input: Input, form?: FormBinding<F>) => Promise<MutationResult<Result>>;
  isMutating: boolean;
  error: unknown;
}

export function useApiMutation<Input, Result>({
  request,
  successMessage,
  revalidates = [],
}: ApiMutationOptions<Input, Result>): ApiMutation<Input, Result> {
  const { mutate } = useSWRConfig();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorToastId = `api-mutation-${useId()}`;
  const labels = useKitLabels();

  const trigger = async <F extends FieldValues>(input: Input, form?: FormBinding<F>): Promise<MutationResult<Result>> => {
    setMutating(true);
    setError(null);
    try {
      const envelope = await request(input);
      notify.dismiss(errorToastId);
      const message = typeof successMessage === 'function' ? successMessage(envelope.data) : successMessage;
      if (message !== null) notify.success(labels.message(message ?? envelope.message));
      for (const warning of envelope.warnings ?? []) notify.warning(warning);
      if (revalidates.length > 0) await mutate((key) => keyMatches(key, revalidates));
      return { ok: true, data: envelope.data };
    } catch (caught) {
      setError(caught);
      if (form) {
        const fieldErrors = refusalFieldErrors(caught);
        for (const field of form.fields) {
          const fieldMessage = fieldErrors[field];
          if (fieldMessage) form.setError(field, { type: 'server', message: fieldMessage });
        }
      }
      notify.error(labels.message(errorMessage(caught)), { id: errorToastId });
      return { ok: false, error: caught };
    } finally {
      setMutating(false);
    }
  };

  return { trigger, isMutating, error };
}
