import { todayApiDate } from '@pgportal/contracts/format';
import { inLanguage } from '@pgportal/contracts/messages-hi';
import { giveNoticeSchema } from '@pgportal/contracts/schemas';
import { Button, TextField, layout } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import { useGiveNotice } from '../api';
import { useT } from '../../../i18n/catalogue';

/** Give notice: the move-out date (a chunk of its own: it brings zod, which Billing's first paint need not wait for). */
export default function GiveNoticeForm() {
  const { register, handleSubmit, setError, formState } = useZodForm(giveNoticeSchema, {
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
        {...register('moveOutDate')}
      />
      <div className={layout.row}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('giveNotice')}
        </Button>
      </div>
    </form>
  );
}
