import { UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { legalDocumentSchema } from '@pgportal/contracts/schemas';
import { FileField, FormActions, Modal, SelectField, TextField, layout } from '@pgportal/ui';
import { firstFile, useZodForm } from '@pgportal/ui/forms';
import { useUploadLegalDocument } from '../api/upload-legal-document';
import { DOCUMENT_ACCEPT, TYPE_OPTIONS, documentFileSchema } from './document-file';

/** SPEC §5: Document Type from the list, Document Number required, an optional image or PDF. */
const dialogSchema = legalDocumentSchema.and(documentFileSchema);

interface LegalDocumentDialogProps {
  tenantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Upload Legal Document': POST /tenant/{id}/legal-documents; closes on success. */
export function LegalDocumentDialog({ tenantId, open, onOpenChange }: LegalDocumentDialogProps) {
  const { register, handleSubmit, setError, reset, formState } = useZodForm(dialogSchema, {
    defaultValues: { type: 'AADHAR', number: '', legalDocFile: null },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const upload = useUploadLegalDocument();

  const submit = handleSubmit(async (values) => {
    const result = await upload.trigger(
      { tenantId, type: values.type, number: values.number, legalDocFile: firstFile(values.legalDocFile) },
      { setError, fields: ['type', 'number'] },
    );
    if (result.ok) {
      reset();
      onOpenChange(false);
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      dirty={isDirty}
      title="Upload Legal Document"
      description="An ID proof of the tenant. Aadhaar numbers are stored with only their last 4 digits shown."
    >
      <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Upload Legal Document">
        <SelectField
          label="Document Type"
          options={TYPE_OPTIONS}
          required
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label="Document Number"
          required
          autoComplete="off"
          error={errors.number?.message}
          {...register('number')}
        />
        <FileField
          maxMegabytes={UPLOAD_LIMIT_MB.legalDocument}
          label="Document File"
          accept={DOCUMENT_ACCEPT}
          hint="Optional. A PDF or an image, up to 10 MB."
          error={errors.legalDocFile?.message}
          {...register('legalDocFile')}
        />
        <FormActions
          busy={isSubmitting}
          submitLabel="Upload"
          busyLabel="Uploading..."
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}
