import { todayApiDate } from '@pgportal/contracts/format';
import { policeFiledSchema, policeVerifiedSchema } from '@pgportal/contracts/schemas';
import { Button, TextField, layout } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import { useRecordPoliceFiled, useRecordPoliceVerified } from '../api';

/** 'Acknowledgement number' and 'Filed on': what the state's portal gave once filed. */
export function PoliceFiledForm({ tenantId }: { tenantId: string }) {
  const today = todayApiDate();
  const { register, handleSubmit, setError, formState } = useZodForm(policeFiledSchema, {
    defaultValues: { number: '', filedOn: today },
  });
  const record = useRecordPoliceFiled(tenantId);
  const submit = handleSubmit(async (values) => {
    await record.trigger(values, { setError, fields: ['number', 'filedOn'] });
  });
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label="Police verification filed">
      <TextField
        label="Acknowledgement number"
        hint="The acknowledgement or service-request number the portal gave"
        required
        autoComplete="off"
        error={formState.errors.number?.message}
        {...register('number')}
      />
      <TextField
        label="Filed on"
        type="date"
        max={today}
        required
        error={formState.errors.filedOn?.message}
        {...register('filedOn')}
      />
      <div className={layout.row}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Record filing'}
        </Button>
      </div>
    </form>
  );
}

/** 'Mark verified' with 'Verified on'. */
export function PoliceVerifiedForm({ tenantId, filedOn }: { tenantId: string; filedOn: string | null }) {
  const today = todayApiDate();
  const { register, handleSubmit, setError, formState } = useZodForm(policeVerifiedSchema, {
    defaultValues: { verifiedOn: today },
  });
  const record = useRecordPoliceVerified(tenantId);
  const submit = handleSubmit(async (values) => {
    await record.trigger(values, { setError, fields: ['verifiedOn'] });
  });
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label="Police verification verified">
      <TextField
        label="Verified on"
        type="date"
        min={filedOn ?? undefined}
        max={today}
        required
        error={formState.errors.verifiedOn?.message}
        {...register('verifiedOn')}
      />
      <div className={layout.row}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Mark verified'}
        </Button>
      </div>
    </form>
  );
}
