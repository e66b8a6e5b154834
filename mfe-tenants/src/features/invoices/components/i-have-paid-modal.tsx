import { formatINR } from '@pgportal/contracts/format';
import { paymentClaimSchema } from '@pgportal/contracts/schemas';
import type { Invoice } from '@pgportal/contracts/types';
import {
  FileField,
  FormActions,
  FormModal,
  TextField,
  firstFile,
  layout,
  useReportStatus,
  useZodForm,
  type FormStatus,
} from '@pgportal/ui';
import { z } from 'zod';
import { useClaimPayment } from '../api/claim-payment';

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Choose an image (JPEG, PNG or WebP).';
export const SCREENSHOT_TOO_LARGE = 'The screenshot must be at most 5 MB.';

/** The API's UTR rule, and an optional image of the payment up to 5 MB. */
const claimFormSchema = paymentClaimSchema.and(
  z.object({
    screenshot: z.custom<FileList | File[] | null | undefined>().superRefine((files, context) => {
      const file = firstFile(files);
      if (!file) return;
      if (!IMAGES.includes(file.type)) context.addIssue({ code: 'custom', message: NOT_AN_IMAGE });
      else if (file.size > MAX_BYTES) context.addIssue({ code: 'custom', message: SCREENSHOT_TOO_LARGE });
    }),
  }),
);

interface IHavePaidModalProps {
  /** the invoice paid; null keeps the dialog closed */
  invoice: Invoice | null;
  onClose: () => void;
}

/** 'I have paid': the UTR of the UPI payment and an optional screenshot, for staff to confirm. */
export function IHavePaidModal({ invoice, onClose }: IHavePaidModalProps) {
  return (
    <FormModal
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="I have paid"
      description={
        invoice
          ? `${formatINR(invoice.outstandingAmount)} for ${invoice.invoiceId}. Your UPI app shows the UTR (a 12-digit reference) on the payment's details.`
          : undefined
      }
    >
      {({ onStatusChange }) =>
        invoice ? (
          <ClaimForm key={invoice._id} invoice={invoice} onDone={onClose} onStatusChange={onStatusChange} />
        ) : null
      }
    </FormModal>
  );
}

interface ClaimFormProps {
  invoice: Invoice;
  onDone: () => void;
  onStatusChange: (status: FormStatus) => void;
}

function ClaimForm({ invoice, onDone, onStatusChange }: ClaimFormProps) {
  const { register, handleSubmit, setError, formState } = useZodForm(claimFormSchema, {
    defaultValues: { utr: '', screenshot: null },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const claim = useClaimPayment();

  const submit = handleSubmit(async (values) => {
    const result = await claim.trigger(
      { invoiceId: invoice._id, utr: values.utr, screenshot: firstFile(values.screenshot) },
      { setError, fields: ['utr'] },
    );
    if (result.ok) onDone();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="I have paid">
      <TextField
        label="UTR (UPI reference)"
        inputMode="numeric"
        autoComplete="off"
        required
        hint="12 digits, e.g. 412345678901"
        error={errors.utr?.message}
        {...register('utr')}
      />
      <FileField
        label="Screenshot of the payment"
        accept={IMAGES.join(',')}
        hint="Optional. An image up to 5 MB."
        error={errors.screenshot?.message}
        {...register('screenshot')}
      />
      <FormActions busy={isSubmitting} submitLabel="Send" busyLabel="Sending..." onCancel={onDone} />
    </form>
  );
}
