import { meterReadingSchema } from '@pgportal/contracts/schemas';
import type { MeterReadingAnswer } from '@pgportal/contracts/responses';
import { todayApiDate, UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { FileField, FormActions, Modal, TextField, layout } from '@pgportal/ui';
import { firstFile, useZodForm } from '@pgportal/ui/forms';
import { useEffect } from 'react';
import { z } from 'zod';
import { useSaveMeterReading } from '../api/meter-readings';

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

const dialogSchema = meterReadingSchema.extend({
  reading: z.string().trim().min(1, 'Enter the reading in units as the meter shows it, e.g. 12345'),
  photo: z.custom<FileList | File[] | null | undefined>().superRefine((files, context) => {
    const file = firstFile(files);
    if (!file) return;
    if (!IMAGES.includes(file.type))
      context.addIssue({ code: 'custom', message: 'Choose a JPEG, PNG or WebP image.' });
    else if (file.size > MAX_BYTES)
      context.addIssue({ code: 'custom', message: 'The photo must be at most 5 MB.' });
  }),
});

interface MeterReadingDialogProps {
  roomId: string;
  /** the latest reading to correct; null records a new one */
  correcting: MeterReadingAnswer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Record reading' (POST) or 'Correct reading' (PUT of the latest): date, reading, optional photo. */
export function MeterReadingDialog({ roomId, correcting, open, onOpenChange }: MeterReadingDialogProps) {
  const defaults = {
    readingDate: correcting?.readingDate ?? todayApiDate(),
    reading: correcting ? String(correcting.reading) : '',
    photo: null,
  };
  const { register, handleSubmit, setError, reset, formState } = useZodForm(dialogSchema, {
    defaultValues: defaults,
  });
  const { errors, isSubmitting, isDirty } = formState;
  const save = useSaveMeterReading(!!correcting);
  useEffect(() => {
    if (open) reset(defaults);
    // the defaults follow the reading being corrected
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, correcting?._id]);

  const submit = handleSubmit(async (values) => {
    const result = await save.trigger(
      {
        roomId,
        readingId: correcting?._id,
        readingDate: values.readingDate,
        reading: String(values.reading),
        photo: firstFile(values.photo),
      },
      { setError, fields: ['readingDate', 'reading'] },
    );
    if (result.ok) onOpenChange(false);
  });

  const title = correcting ? 'Correct reading' : 'Record reading';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      dirty={isDirty}
      title={title}
      description="Readings only go up. Each reading after the first splits its period's cost among the room's tenants by the days each stayed."
    >
      <form className={layout.stackLg} onSubmit={submit} noValidate aria-label={title}>
        <TextField
          label="Reading date"
          type="date"
          required
          error={errors.readingDate?.message}
          {...register('readingDate')}
        />
        <TextField
          label="Reading (units)"
          inputMode="numeric"
          required
          autoComplete="off"
          error={errors.reading?.message}
          {...register('reading')}
        />
        <FileField
          maxMegabytes={UPLOAD_LIMIT_MB.meterPhoto}
          label="Meter photo"
          accept={IMAGES.join(',')}
          hint={
            correcting
              ? 'Optional. Leave empty to keep the current photo.'
              : 'Optional. A JPEG, PNG or WebP image, up to 5 MB.'
          }
          error={errors.photo?.message}
          {...register('photo')}
        />
        <FormActions
          busy={isSubmitting}
          submitLabel={correcting ? 'Save correction' : 'Record'}
          busyLabel="Saving..."
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}
