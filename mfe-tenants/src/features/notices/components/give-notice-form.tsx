import { isApiError } from '@pgportal/contracts/api';
import { formatDayMonthYear, todayApiDate } from '@pgportal/contracts/format';
import { inLanguage } from '@pgportal/contracts/messages-hi';
import { REQUIRED } from '@pgportal/contracts/messages';
import type { NoticePreviewAnswer } from '@pgportal/contracts/responses';
import type { GiveNoticeInput } from '@pgportal/contracts/schemas';
import { Button, Modal, TextField, layout } from '@pgportal/ui';
import { notify } from '@pgportal/ui/toast';
import { useForm } from '@pgportal/ui/basics';
import { useState } from 'react';
import { fetchMyNoticePreview, useGiveNotice } from '../api';
import { formatDay, formatMoney, useT } from '../../../i18n/catalogue';

/**
 * Give notice: the move-out date, then a confirmation that says what the notice means (issue 42:
 * the notice period, the days short and the deduction, as the server works them out). Checked
 * without zod (issue 28: Billing's first paint loads none): a date field gives a YYYY-MM-DD date or
 * nothing, so the form needs only the required rule; the server checks the rest (giveNoticeSchema)
 * and its refusal lands on the field.
 */
export function GiveNoticeForm() {
  const { register, handleSubmit, setError, formState } = useForm<GiveNoticeInput>({
    defaultValues: { moveOutDate: '' },
  });
  const give = useGiveNotice();
  const { t, language } = useT();
  const [preview, setPreview] = useState<NoticePreviewAnswer | null>(null);
  const day = (value: string) => (language === 'en' ? formatDayMonthYear(value) : formatDay(value, language));
  const check = handleSubmit(async (values) => {
    try {
      setPreview(await fetchMyNoticePreview(values.moveOutDate));
    } catch (error) {
      const message = isApiError(error) ? (error.errors?.moveOutDate ?? error.message) : String(error);
      if (isApiError(error) && error.errors?.moveOutDate) setError('moveOutDate', { message });
      else notify.error(inLanguage(message, language));
    }
  });
  const confirm = async () => {
    if (!preview) return;
    await give.trigger({ moveOutDate: preview.moveOutDate }, { setError, fields: ['moveOutDate'] });
    setPreview(null);
  };
  return (
    <form className={layout.stack} onSubmit={check} noValidate aria-label={t('giveNotice')}>
      <TextField
        label={t('moveOutDate')}
        type="date"
        required
        min={todayApiDate()}
        hint={t('moveOutHint')}
        error={
          formState.errors.moveOutDate?.message && inLanguage(formState.errors.moveOutDate.message, language)
        }
        {...register('moveOutDate', { required: REQUIRED })}
      />
      <div className={layout.row}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('checkingNotice') : t('giveNotice')}
        </Button>
      </div>
      <Modal
        open={preview !== null}
        onOpenChange={(open) => {
          if (!open && !give.isMutating) setPreview(null);
        }}
        size="sm"
        busy={give.isMutating}
        title={preview ? t('confirmNoticeTitle', { date: day(preview.moveOutDate) }) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPreview(null)} disabled={give.isMutating}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void confirm()} disabled={give.isMutating}>
              {t('confirmNotice')}
            </Button>
          </>
        }
      >
        {preview ? (
          <div className={layout.stack}>
            <p>{t('noticePeriodIs', { days: preview.noticePeriodDays })}</p>
            {preview.shortNotice ? (
              <>
                <p>{t('noticeDaysShort', { days: preview.daysShort })}</p>
                <p>
                  <strong>
                    {t('noticeDeduction', { amount: formatMoney(preview.suggestedDeduction, language) })}
                  </strong>
                </p>
              </>
            ) : (
              <p>{t('noticeLongEnough')}</p>
            )}
          </div>
        ) : null}
      </Modal>
    </form>
  );
}
