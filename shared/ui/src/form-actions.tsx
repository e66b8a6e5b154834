import { Button, type ButtonVariant } from './button';
import { layout } from './layout';

export interface FormActionsProps {
  busy?: boolean;
  /** the submit button's words ('Add Room'); none in a view-only form */
  submitLabel?: string;
  /** the submit button's words while busy */
  busyLabel?: string;
  submitDisabled?: boolean;
  /** 'danger' for a submit that undoes or removes */
  submitVariant?: ButtonVariant;
  onCancel: () => void;
}

/** A modal form's buttons: 'Cancel' beside the submit button; alone (view only: nothing to cancel), 'Close'. */
export function FormActions({
  busy = false,
  submitLabel,
  busyLabel = 'Saving...',
  submitDisabled,
  submitVariant,
  onCancel,
}: FormActionsProps) {
  return (
    <div className={layout.formActions}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {submitLabel ? 'Cancel' : 'Close'}
      </Button>
      {submitLabel ? (
        <Button type="submit" variant={submitVariant} loading={busy} loadingText={busyLabel} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      ) : null}
    </div>
  );
}
