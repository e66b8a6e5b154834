import { todayApiDate } from '@pgportal/contracts/format';
import { inLanguage } from '@pgportal/contracts/messages-hi';
import { REQUIRED } from '@pgportal/contracts/messages';
import type { GiveNoticeInput } from '@pgportal/contracts/schemas';
import { Button, TextField, layout } from '@pgportal/ui';
import { useForm } from '@pgportal/ui/basics';
import { useGiveNotice } from '../api';
import { useT } from '../../../i18n/catalogue';

/**
 * Give notice: the move-out date. Checked without zod (issue 28: Billing's first paint loads none):
 * a date field gives a YYYY-MM-DD date or nothing, so the form needs only the required rule; the
 * server checks the rest (giveNoticeSchema) and its refusal lands on the field.
 */
export function GiveNoticeForm() {
  const { register, handleSubmit, setError, formState } = useForm<GiveNoticeInput>({
    defaultValues: { moveOutDate: '' },
  });
  const give = useGiveNotice();
  const { t, language } = useT();
  const submit = handleSubmit(async (values) => {
    await give.trigger(values, { setError, fields: ['moveOutDate'] });
  });
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label={t('giveNotice')}>
      <TextField
        label={t('moveOutDate')}
        type="date"
        required
        min={todayApiDate()}
        hint={t('moveOutHint')}
        error={formState.errors.moveOutDate?.message && inLanguage(formState.errors.moveOutDate.message, language)}
        {...register('moveOutDate', { required: REQUIRED })}
      />
      <div className={layout.row}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('giveNotice')}
        </Button>
      </div>
    </form>
  );
}
