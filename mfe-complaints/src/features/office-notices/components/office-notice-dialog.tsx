import { todayApiDate, UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import type { OfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { OFFICE_NOTICE_TEXT_MAX, officeNoticeFormSchema } from '@pgportal/contracts/schemas';
import { CheckboxField, FileField, FormActions, Modal, TextAreaField, TextField, layout } from '@pgportal/ui';
import { firstFile, useZodForm } from '@pgportal/ui/forms';
import { useEffect } from 'react';
import { z } from 'zod';
import { useSaveOfficeNotice } from '../api';

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

const dialogSchema = officeNoticeFormSchema.extend({
  image: z.custom<FileList | File[] | null | undefined>().superRefine((files, context) => {
    const file = firstFile(files);
    if (!file) return;
    if (!IMAGES.includes(file.type))
      context.addIssue({ code: 'custom', message: 'Choose a JPEG, PNG or WebP image.' });
    else if (file.size > MAX_BYTES)
      context.addIssue({ code: 'custom', message: 'The image must be at most 5 MB.' });
  }),
  removeImage: z.boolean().optional(),
});

interface OfficeNoticeDialogProps {
  /** the notice to edit; null posts a new one */
  editing: OfficeNoticeAnswer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Post notice' or 'Edit notice': title, text, optional image, expiry date and pin. */
export function OfficeNoticeDialog({ editing, open, onOpenChange }: OfficeNoticeDialogProps) {
  const defaults = {
    title: editing?.title ?? '',
    text: editing?.text ?? '',
    expiresOn: editing?.expiresOn ?? '',
    pinned: editing?.pinned ?? false,
    image: null,
    removeImage: false,
  };
  const { register, handleSubmit, setError, reset, watch, formState } = useZodForm(dialogSchema, {
    defaultValues: defaults,
  });
  const { errors, isSubmitting, isDirty } = formState;
  const save = useSaveOfficeNotice(!!editing);
  useEffect(() => {
    if (open) reset(defaults);
    // the defaults follow the notice being edited
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing?._id]);
  const textLength = String(watch('text') ?? '').length;

  const submit = handleSubmit(async (values) => {
    const result = await save.trigger(
      {
        id: editing?._id,
        title: values.title,
        text: values.text,
        expiresOn: values.expiresOn ?? '',
        pinned: values.pinned,
        image: firstFile(values.image),
        removeImage: values.removeImage,
      },
      { setError, fields: ['title', 'text', 'expiresOn', 'pinned', 'image'] },
    );
    if (result.ok) onOpenChange(false);
  });

  const title = editing ? 'Edit notice' : 'Post notice';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      dirty={isDirty}
      title={title}
      description={
        editing
          ? 'Tenants see the change at once; it is not mailed again.'
          : 'The notice shows on the dashboard of every tenant of the current property and is mailed to them.'
      }
    >
      <form className={layout.stackLg} onSubmit={submit} noValidate aria-label={title}>
        <TextField
          label="Title"
          required
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label="Text"
          required
          rows={5}
          counter={{ length: textLength, max: OFFICE_NOTICE_TEXT_MAX }}
          error={errors.text?.message}
          {...register('text')}
        />
        <FileField
          maxMegabytes={UPLOAD_LIMIT_MB.noticeImage}
          label="Image"
          accept={IMAGES.join(',')}
          hint={
            editing?.image
              ? 'Optional. Leave empty to keep the current image.'
              : 'Optional. A JPEG, PNG or WebP image, up to 5 MB.'
          }
          error={errors.image?.message}
          {...register('image')}
        />
        {editing?.image ? (
          <CheckboxField label="Remove the current image" {...register('removeImage')} />
        ) : null}
        <TextField
          label="Expires on"
          type="date"
          min={todayApiDate()}
          hint="Optional. The last day tenants see it."
          error={errors.expiresOn?.message}
          {...register('expiresOn')}
        />
        <CheckboxField label="Pin to the top" error={errors.pinned?.message} {...register('pinned')} />
        <FormActions
          busy={isSubmitting}
          submitLabel={editing ? 'Save' : 'Post notice'}
          busyLabel="Saving..."
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}
