import { Button, layout } from '@pgportal/ui';

interface FormActionsProps {
  busy?: boolean;
  /** 'Add Complaint' or 'Update Complaint'; none in the view-only mode */
  submitLabel?: string;
  submitDisabled?: boolean;
  onCancel: () => void;
}

/** 'Cancel' beside the submit button; alone (the view-only mode: nothing to cancel), 'Close'. */
export function FormActions({ busy = false, submitLabel, submitDisabled, onCancel }: FormActionsProps) {
  return (
    <div className={layout.formActions}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {submitLabel ? 'Cancel' : 'Close'}
      </Button>
      {submitLabel ? (
        <Button type="submit" loading={busy} loadingText="Saving..." disabled={submitDisabled}>
          {submitLabel}
        </Button>
      ) : null}
    </div>
  );
}
