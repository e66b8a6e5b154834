import { COMPLAINT_ISSUE_MAX, complaintFormSchema } from '@pgportal/contracts/schemas';
import type { Complaint } from '@pgportal/contracts/types';
import { FormActions, SelectField, TextAreaField, layout, useReportStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useState } from 'react';
import { useCreateComplaint, useUpdateComplaint, type TenantPlace } from '../api';
import { inLanguage } from '@pgportal/contracts/messages-hi';
import { useT } from '../../../i18n/catalogue';
import { categoryOf, categoryOptionsIn } from './complaint-category';
import { ComplaintHistory } from './complaint-details';
import { ImagesPicker } from './images-picker';
import { UploadProgress } from './upload-progress';

interface TenantComplaintFormProps {
  /** the complaint to edit; none to create one */
  complaint: Complaint | null;
  /** create: where the tenant is now */
  place: TenantPlace | null;
  onDone: () => void;
  onStatusChange?: (status: FormStatus) => void;
}

/**
 * 'Create Complaint' and the tenant's 'Edit Complaint': the issue with its counter, its category
 * (issue 22: required), and images (photos over 5 MB are made smaller first).
 */
export function TenantComplaintForm({ complaint, place, onDone, onStatusChange }: TenantComplaintFormProps) {
  const { register, handleSubmit, setError, watch, formState } = useZodForm(complaintFormSchema, {
    defaultValues: { issue: complaint?.issue ?? '', category: categoryOf(complaint?.category) },
  });
  const [shrinking, setShrinking] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const createComplaint = useCreateComplaint();
  const updateComplaint = useUpdateComplaint();
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty || files.length > 0 || removed.length > 0);
  const length = (watch('issue') ?? '').length;
  const { t, language } = useT();
  const errorOf = (message: string | undefined) => message && inLanguage(message, language);
  const existing = (complaint?.images ?? []).filter((image) => !removed.includes(image._id));

  const submit = handleSubmit(async ({ issue, category }) => {
    const onProgress = (sent: number, total: number) => setProgress({ sent, total });
    const form = { setError, fields: ['issue', 'category'] as const };
    const fields = { issue, category, images: files, onProgress };
    const result = complaint
      ? await updateComplaint.trigger({ id: complaint._id, ...fields, removeImageIds: removed }, form)
      : await createComplaint.trigger({ ...fields, place: placeOf(place) }, form);
    setProgress(null);
    if (result.ok) onDone();
  });

  return (
    <form
      className={layout.stackLg}
      onSubmit={submit}
      noValidate
      aria-label={t(complaint ? 'titleEdit' : 'titleCreate')}
    >
      <TextAreaField
        label={t('issue')}
        required
        maxLength={COMPLAINT_ISSUE_MAX}
        counter={{ length, max: COMPLAINT_ISSUE_MAX }}
        placeholder={t('issuePlaceholder')}
        error={errorOf(errors.issue?.message)}
        {...register('issue')}
      />
      <SelectField
        label={t('category')}
        required
        placeholder={t('chooseCategory')}
        options={categoryOptionsIn(t)}
        error={errorOf(errors.category?.message)}
        {...register('category')}
      />
      <ImagesPicker
        existing={existing}
        onRemoveExisting={(id) => setRemoved((current) => [...current, id])}
        files={files}
        onFilesChange={setFiles}
        onShrinkingChange={setShrinking}
        disabled={isSubmitting}
      />
      {progress ? <UploadProgress sent={progress.sent} total={progress.total} /> : null}
      {complaint ? <ComplaintHistory history={complaint.history} translated /> : null}
      <FormActions
        busy={isSubmitting}
        submitLabel={t(complaint ? 'updateComplaint' : 'addComplaint')}
        submitDisabled={shrinking}
        onCancel={onDone}
      />
    </form>
  );
}

function placeOf(place: TenantPlace | null) {
  if (!place?.propertyId || !place.roomId || !place.bedId) return undefined;
  return { propertyId: place.propertyId, roomId: place.roomId, bedId: place.bedId };
}
