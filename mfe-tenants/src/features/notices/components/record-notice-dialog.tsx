import { recordNoticeSchema } from '@pgportal/contracts/schemas';
import { FormActions, FormModal, TextField, layout, useReportStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useRecordNotice } from '../api';
import { NoticeConsequences } from './notice-consequences';

interface RecordNoticeFormProps {
  tenantId: string;
  today: string;
  onDone: () => void;
  onStatusChange: (status: FormStatus) => void;
}

export function RecordNoticeForm({ tenantId, today, onDone, onStatusChange }: RecordNoticeFormProps) {
  const { register, handleSubmit, setError, formState, watch } = useZodForm(recordNoticeSchema, {
    defaultValues: { noticeDate: today, moveOutDate: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const record = useRecordNotice(tenantId);
  const submit = handleSubmit(async (values) => {
    const result = await record.trigger(values, { setError, fields: ['noticeDate', 'moveOutDate'] });
    if (result.ok) onDone();
  });
  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Record notice">
      <TextField
        label="Notice date"
        type="date"
        required
        max={today}
        error={errors.noticeDate?.message}
        {...register('noticeDate')}
      />
      <TextField
        label="Move-out date"
        type="date"
        required
        hint="The last day the tenant stays and is billed for. A notice shorter than the property's notice period is allowed and flagged."
        error={errors.moveOutDate?.message}
        {...register('moveOutDate')}
      />
      <NoticeConsequences
        tenantId={tenantId}
        dates={{ noticeDate: watch('noticeDate'), moveOutDate: watch('moveOutDate') }}
      />
      <FormActions
        busy={isSubmitting}
        submitLabel="Record notice"
        busyLabel="Recording..."
        onCancel={onDone}
      />
    </form>
  );
}

interface RecordNoticeDialogProps {
  open: boolean;
  tenantId: string;
  today: string;
  onClose: () => void;
}

/** 'Record notice' on Tenant Details (staff): the notice date and the move-out date. */
export function RecordNoticeDialog({ open, onClose, ...form }: RecordNoticeDialogProps) {
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Record notice"
      description="Billing stops after the move-out date; the last month is pro-rated to it."
    >
      {({ onStatusChange }) => (
        <RecordNoticeForm {...form} onDone={onClose} onStatusChange={onStatusChange} />
      )}
    </FormModal>
  );
}
