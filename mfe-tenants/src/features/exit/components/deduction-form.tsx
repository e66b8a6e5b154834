import { UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { exitDeductionSchema } from '@pgportal/contracts/schemas';
import type { ExitDeductionAnswer } from '@pgportal/contracts/responses';
import { Button, FileField, MoneyField, PlusIcon, TextField, cx, layout } from '@pgportal/ui';
import { useState, type FormEvent } from 'react';
import type { DeductionDraft } from '../api';
import * as styles from './deduction-form.module.css';

interface Row {
  key: number;
  reason: string;
  amount: string;
  photoIds: string[];
  files: File[];
  errors: { reason?: string; amount?: string };
}

let nextKey = 0;
const rowOf = (deduction?: ExitDeductionAnswer): Row => ({
  key: (nextKey += 1),
  reason: deduction?.reason ?? '',
  amount: deduction ? String(deduction.amount) : '',
  photoIds: deduction?.photos.map((photo) => photo.id) ?? [],
  files: [],
  errors: {},
});

/**
 * The staff's deductions of an exit statement: each a reason, an amount and photos (the saved
 * version's kept, new ones added). Saving makes a new version.
 */
export function DeductionForm({
  initial,
  onSave,
}: {
  initial: ExitDeductionAnswer[];
  onSave: (deductions: DeductionDraft[]) => Promise<boolean>;
}) {
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  const [busy, setBusy] = useState(false);
  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = rows.map((row) => ({
      row,
      result: exitDeductionSchema.safeParse({
        reason: row.reason,
        amount: row.amount,
        photoIds: row.photoIds,
      }),
    }));
    if (checked.some(({ result }) => !result.success)) {
      setRows(
        checked.map(({ row, result }) => {
          const errors: Row['errors'] = {};
          for (const issue of result.error?.issues ?? []) {
            const field = issue.path[0];
            if (field === 'reason' || field === 'amount') errors[field] ??= issue.message;
          }
          return { ...row, errors };
        }),
      );
      return;
    }
    setBusy(true);
    try {
      await onSave(
        checked.map(({ row, result }) => ({
          reason: result.data!.reason,
          amount: result.data!.amount,
          photoIds: row.photoIds,
          files: row.files,
        })),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={layout.stack}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Deductions"
    >
      {rows.length ? null : (
        <p className={layout.muted}>No deductions: the whole deposit goes towards dues and the refund.</p>
      )}
      {rows.map((row, index) => (
        <fieldset key={row.key} className={cx(layout.stackSm, styles.deduction)}>
          <legend>Deduction {index + 1}</legend>
          <TextField
            label="Reason"
            required
            value={row.reason}
            error={row.errors.reason}
            onChange={(event) => change(row.key, { reason: event.target.value })}
          />
          <MoneyField
            label="Amount (₹)"
            required
            value={row.amount}
            error={row.errors.amount}
            onChange={(event) => change(row.key, { amount: event.target.value })}
          />
          <FileField
            maxMegabytes={UPLOAD_LIMIT_MB.exitPhoto}
            label="Photos"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hint={
              row.photoIds.length
                ? `${row.photoIds.length} photo(s) already attached are kept.`
                : 'JPEG, PNG or WebP, up to 5 MB each.'
            }
            onChange={(event) => change(row.key, { files: Array.from(event.target.files ?? []) })}
          />
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              aria-label={`Remove deduction ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        </fieldset>
      ))}
      <div className={layout.row}>
        <Button
          variant="secondary"
          icon={<PlusIcon />}
          onClick={() => setRows((current) => [...current, rowOf()])}
        >
          Add deduction
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save statement'}
        </Button>
      </div>
    </form>
  );
}
