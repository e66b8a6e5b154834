import { ID_PROOF_LABELS, ID_PROOF_TYPES } from '@pgportal/contracts/enums';
import { legalDocumentSchema } from '@pgportal/contracts/schemas';
import { FileField, FormActions, Modal, SelectField, TextField, firstFile, layout, useZodForm } from '@pgportal/ui';
import { z } from 'zod';
import { useUploadLegalDocument } from '../api/upload-legal-document';

const PDF_OR_IMAGE = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const DOCUMENT_ACCEPT = PDF_OR_IMAGE.join(',');
const MAX_BYTES = 10 * 1024 * 1024;
export const NOT_A_DOCUMENT = 'Choose a PDF or an image (JPEG, PNG or WebP).';
export const DOCUMENT_TOO_LARGE = 'The file must be at most 10 MB.';

const TYPE_OPTIONS = ID_PROOF_TYPES.map((value) => ({ value, label: ID_PROOF_LABELS[value] }));

/** SPEC §5: Document Type from the list, Document Number required, an optional image or PDF. */
const dialogSchema = legalDocumentSchema.and(
  z.object({
    legalDocFile: z
      .custom<FileList | File[] | null | undefined>()
      .superRefine((files, context) => {
        const file = firstFile(files);
        if (!file) return;
        if (!PDF_OR_IMAGE.includes(file.type)) context.addIssue({ code: 'custom', message: NOT_A_DOCUMENT });
        else if (file.size > MAX_BYTES) context.addIssue({ code: 'custom', message: DOCUMENT_TOO_LARGE });
      }),
  }),
);

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
        <SelectField label="Document Type" options={TYPE_OPTIONS} required error={errors.type?.message} {...register('type')} />
        <TextField label="Document Number" required autoComplete="off" error={errors.number?.message} {...register('number')} />
        <FileField
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
