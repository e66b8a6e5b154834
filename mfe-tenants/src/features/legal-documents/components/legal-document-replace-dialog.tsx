import { UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { ID_PROOF_LABELS } from '@pgportal/contracts/enums';
import { legalDocumentReplaceSchema } from '@pgportal/contracts/schemas';
import type { LegalDocument } from '@pgportal/contracts/types';
import { FileField, FormActions, Modal, SelectField, TextField, layout } from '@pgportal/ui';
import { firstFile, useZodForm } from '@pgportal/ui/forms';
import { useReplaceLegalDocument } from '../api/replace-legal-document';
import { DOCUMENT_ACCEPT, TYPE_OPTIONS, documentFileSchema } from './document-file';

const dialogSchema = legalDocumentReplaceSchema.and(documentFileSchema);

interface ReplaceDialogProps {
  tenantId: string;
  document: LegalDocument;
  onClose: () => void;
}

/**
 * 'Replace Legal Document': a new file and/or type and number in place of one document.
 * The number starts empty (an Aadhaar number is stored masked): empty keeps the stored one.
 */
export function LegalDocumentReplaceDialog({ tenantId, document, onClose }: ReplaceDialogProps) {
  const { register, handleSubmit, setError, formState } = useZodForm(dialogSchema, {
    defaultValues: { type: document.type, number: '', legalDocFile: null },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const replace = useReplaceLegalDocument();

  const submit = handleSubmit(async (values) => {
    const result = await replace.trigger(
      {
        tenantId,
        documentId: document._id,
        type: values.type,
        number: values.number,
        legalDocFile: firstFile(values.legalDocFile),
      },
      { setError, fields: ['type', 'number'] },
    );
    if (result.ok) onClose();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      busy={isSubmitting}
      dirty={isDirty}
      title="Replace Legal Document"
      description={`${ID_PROOF_LABELS[document.type]}, ID: ${document.number}. Change what is new; the rest is kept.`}
    >
      <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Replace Legal Document">
        <SelectField
          label="Document Type"
          options={TYPE_OPTIONS}
          required
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label="Document Number"
          autoComplete="off"
          hint={`Leave empty to keep ${document.number}.`}
          error={errors.number?.message}
          {...register('number')}
        />
        <FileField
          maxMegabytes={UPLOAD_LIMIT_MB.legalDocument}
          label="New Document File"
          accept={DOCUMENT_ACCEPT}
          hint={
            document.file
              ? 'Optional: replaces the current file. A PDF or an image, up to 10 MB.'
              : 'Optional. A PDF or an image, up to 10 MB.'
          }
          error={errors.legalDocFile?.message}
          {...register('legalDocFile')}
        />
        <FormActions busy={isSubmitting} submitLabel="Save" busyLabel="Saving..." onCancel={onClose} />
      </form>
    </Modal>
  );
}
