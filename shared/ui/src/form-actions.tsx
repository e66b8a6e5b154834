import { Button, type ButtonVariant } from './button';
import { useKitLabels } from './kit-labels';
import { layout } from './layout';

export interface FormActionsProps {
  busy?: boolean;
  /** the submit button's words ('Add Room'); none in a view-only form */
  submitLabel?: string;
  /** the submit button's words while busy; the kit's 'Saving...' by default */
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
  busyLabel,
  submitDisabled,
  submitVariant,
  onCancel,
}: FormActionsProps) {
  const labels = useKitLabels();
  return (
    <div className={layout.formActions}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {submitLabel ? labels.cancel : labels.close}
      </Button>
      {submitLabel ? (
        <Button type="submit" variant={submitVariant} loading={busy} loadingText={busyLabel ?? labels.saving} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      ) : null}
    </div>
  );
}
