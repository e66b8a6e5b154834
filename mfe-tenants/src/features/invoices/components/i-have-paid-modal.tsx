import { inLanguage } from '@pgportal/contracts/messages-hi';
import { paymentClaimSchema } from '@pgportal/contracts/schemas';
import type { Invoice } from '@pgportal/contracts/types';
import { FileField, FormActions, FormModal, TextField, layout, useReportStatus, type FormStatus } from '@pgportal/ui';
import { firstFile, useZodForm } from '@pgportal/ui/forms';
import { z } from 'zod';
import { formatMoney, useT } from '../../../i18n/catalogue';
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
  const { t, language } = useT();
  return (
    <FormModal
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('iHavePaid')}
      description={
        invoice
          ? t('claimDescription', { amount: formatMoney(invoice.outstandingAmount, language), id: invoice.invoiceId })
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
  const { t, language } = useT();
  // the page's own messages from the catalogue, the contracts' (the UTR rule, the server's) by inLanguage
  const ownWords: Record<string, string> = { [NOT_AN_IMAGE]: t('notAnImage'), [SCREENSHOT_TOO_LARGE]: t('screenshotTooLarge') };
  const inTenantLanguage = (message: string | undefined) => message && (ownWords[message] ?? inLanguage(message, language));

  const submit = handleSubmit(async (values) => {
    const result = await claim.trigger(
      { invoiceId: invoice._id, utr: values.utr, screenshot: firstFile(values.screenshot) },
      { setError, fields: ['utr'] },
    );
    if (result.ok) onDone();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label={t('iHavePaid')}>
      <TextField
        label={t('utrLabel')}
        inputMode="numeric"
        autoComplete="off"
        required
        hint={t('utrHint')}
        error={inTenantLanguage(errors.utr?.message)}
        {...register('utr')}
      />
      <FileField
        label={t('screenshotLabel')}
        accept={IMAGES.join(',')}
        hint={t('screenshotHint')}
        error={inTenantLanguage(errors.screenshot?.message)}
        {...register('screenshot')}
      />
      <FormActions busy={isSubmitting} submitLabel={t('send')} busyLabel={t('sending')} onCancel={onDone} />
    </form>
  );
}
