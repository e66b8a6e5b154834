import type { Form3ReportAnswer } from '@pgportal/contracts/responses';
import { Button, TextField, layout } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import { z } from 'zod';
import { useRecordForm3Submission } from '../api';
import { fromIndiaLocal, toIndiaLocal } from '@pgportal/contracts/format';

const schema = z.object({
  submissionNumber: z.string().trim().min(1, 'Enter the submission number the immigration portal gave'),
  submittedAt: z.string().min(1, 'Enter when it was submitted (India time)'),
});

/** 'Form III submitted': the portal's submission number and when, for one report. */
export function Form3SubmissionForm({ tenantId, report }: { tenantId: string; report: Form3ReportAnswer }) {
  const { register, handleSubmit, setError, formState } = useZodForm(schema, {
    defaultValues: { submissionNumber: '', submittedAt: toIndiaLocal(new Date().toISOString()) },
  });
  const record = useRecordForm3Submission(tenantId, report.kind);
  const what = report.kind === 'ARRIVAL' ? 'arrival' : 'departure';
  const submit = handleSubmit(async (values) => {
    await record.trigger(
      { submissionNumber: values.submissionNumber, submittedAt: fromIndiaLocal(values.submittedAt) },
      { setError, fields: ['submissionNumber', 'submittedAt'] },
    );
  });
  return (
    <form
      className={layout.stack}
      onSubmit={submit}
      noValidate
      aria-label={`Form III submitted: ${what} report`}
    >
      <TextField
        label="Submission number"
        required
        autoComplete="off"
        error={formState.errors.submissionNumber?.message}
        {...register('submissionNumber')}
      />
      <TextField
        label="Submitted at (India time)"
        type="datetime-local"
        required
        error={formState.errors.submittedAt?.message}
        {...register('submittedAt')}
      />
      <div className={layout.row}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Form III submitted'}
        </Button>
      </div>
    </form>
  );
}
