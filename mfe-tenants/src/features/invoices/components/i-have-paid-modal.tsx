import { rupeesInputText, sumRupees, toPaise, UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { MESSAGES } from '@pgportal/contracts/messages';
import { inLanguage } from '@pgportal/contracts/messages-hi';
import { money, paymentClaimSchema } from '@pgportal/contracts/schemas';
import type { Invoice } from '@pgportal/contracts/types';
import {
  FileField,
  FormActions,
  FormModal,
  MoneyField,
  TextField,
  layout,
  useReportStatus,
  type FormStatus,
} from '@pgportal/ui';
import { firstFile, useZodForm } from '@pgportal/ui/forms';
import { useMemo } from 'react';
import { z } from 'zod';
import { formatMoney, useT } from '../../../i18n/catalogue';
import { useClaimPayment, useClaimSeveral } from '../api/claim-payment';

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Choose an image (JPEG, PNG or WebP).';
export const SCREENSHOT_TOO_LARGE = 'The screenshot must be at most 5 MB.';

const screenshotRule = z.custom<FileList | File[] | null | undefined>().superRefine((files, context) => {
  const file = firstFile(files);
  if (!file) return;
  if (!IMAGES.includes(file.type)) context.addIssue({ code: 'custom', message: NOT_AN_IMAGE });
  else if (file.size > MAX_BYTES) context.addIssue({ code: 'custom', message: SCREENSHOT_TOO_LARGE });
});

/** What the invoices owe, in rupees (summed in paise). */
export const owedBy = (invoices: readonly Invoice[]) =>
  sumRupees(invoices.map((invoice) => invoice.outstandingAmount));

/** The API's rules: the UTR, an amount up to what is owed (the API's refusal, in its words), an image up to 5 MB. */
function claimFormSchema(owed: number, several: boolean) {
  const over = several ? MESSAGES.claimAmountOverInvoices : MESSAGES.amountOverOutstanding;
  return paymentClaimSchema.extend({
    amount: money('Amount').refine((value) => toPaise(value) <= toPaise(owed), over),
    screenshot: screenshotRule,
  });
}

interface IHavePaidModalProps {
  /** the invoices paid: one, or everything due (one transfer); null keeps the dialog closed */
  invoices: readonly Invoice[] | null;
  onClose: () => void;
}

/** 'I have paid': the amount, the UTR of the UPI payment and an optional screenshot, for staff to confirm. */
export function IHavePaidModal({ invoices, onClose }: IHavePaidModalProps) {
  const { t, language } = useT();
  const ids = invoices?.map((invoice) => invoice.invoiceId).join(', ');
  return (
    <FormModal
      open={invoices !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('iHavePaid')}
      description={
        invoices
          ? t('claimDescription', { amount: formatMoney(owedBy(invoices), language), id: ids ?? '' })
          : undefined
      }
    >
      {({ onStatusChange }) =>
        invoices ? (
          <ClaimForm key={ids} invoices={invoices} onDone={onClose} onStatusChange={onStatusChange} />
        ) : null
      }
    </FormModal>
  );
}

interface ClaimFormProps {
  invoices: readonly Invoice[];
  onDone: () => void;
  onStatusChange: (status: FormStatus) => void;
}

function ClaimForm({ invoices, onDone, onStatusChange }: ClaimFormProps) {
  const owed = owedBy(invoices);
  const several = invoices.length > 1;
  const schema = useMemo(() => claimFormSchema(owed, several), [owed, several]);
  const { register, handleSubmit, setError, formState } = useZodForm(schema, {
    defaultValues: { utr: '', amount: rupeesInputText(owed), screenshot: null },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const claimOne = useClaimPayment();
  const claimAll = useClaimSeveral();
  const { t, language } = useT();
  // the page's own messages from the catalogue, the contracts' (the UTR rule, the server's) by inLanguage
  const ownWords: Record<string, string> = {
    [NOT_AN_IMAGE]: t('notAnImage'),
    [SCREENSHOT_TOO_LARGE]: t('screenshotTooLarge'),
  };
  const inTenantLanguage = (message: string | undefined) =>
    message && (ownWords[message] ?? inLanguage(message, language));

  const submit = handleSubmit(async (values) => {
    const screenshot = firstFile(values.screenshot);
    // All that is owed goes without an amount, as before amounts could be typed.
    const amount = toPaise(values.amount) === toPaise(owed) ? undefined : values.amount;
    const options = { setError, fields: ['utr', 'amount'] as const };
    const result = several
      ? await claimAll.trigger(
          { invoiceIds: invoices.map((invoice) => invoice._id), utr: values.utr, amount, screenshot },
          options,
        )
      : await claimOne.trigger({ invoiceId: invoices[0]!._id, utr: values.utr, amount, screenshot }, options);
    if (result.ok) onDone();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label={t('iHavePaid')}>
      <MoneyField
        label={t('amountPaidLabel')}
        required
        hint={t(several ? 'amountPaidHintAll' : 'amountPaidHint', { amount: formatMoney(owed, language) })}
        error={inTenantLanguage(errors.amount?.message)}
        {...register('amount')}
      />
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
        maxMegabytes={UPLOAD_LIMIT_MB.paymentScreenshot}
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
