// 'Add expense' and 'Edit expense': POST /expense/add or PUT /expense/update/{id} with the bill; a
// new expense may repeat every month (a template the billing job writes from, from next month on).
// A date in the future is asked about before saving (issue 41): it is usually a slip of the picker.
import { useState } from 'react';
import { formatDayMonthYear, todayApiDate, UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import type { ExpenseAnswer } from '@pgportal/contracts/responses';
import { expenseSchema } from '@pgportal/contracts/schemas';
import {
  CheckboxField,
  FileField,
  FormActions,
  Modal,
  MoneyField,
  Notice,
  SelectField,
  TextField,
  layout,
} from '@pgportal/ui';
import { firstFile, useZodForm } from '@pgportal/ui/forms';
import { z } from 'zod';
import { useAddExpense, useAddRecurringExpense, useUpdateExpense } from '../api';
import { BILL_ACCEPT, CATEGORY_OPTIONS, MODE_OPTIONS, billFileSchema, monthlyFrom } from './expense-options';

const dialogSchema = expenseSchema
  .extend({ repeatsMonthly: z.boolean().optional(), removeBill: z.boolean().optional() })
  .and(billFileSchema);

interface ExpenseDialogProps {
  /** the expense to edit; null adds one */
  expense: ExpenseAnswer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** told the saved expense's date, so that the page can show its month */
  onSaved?: (date: string) => void;
}

const valuesOf = (expense: ExpenseAnswer | null) => ({
  category: expense?.category ?? 'GROCERIES',
  amount: expense ? String(expense.amount) : '',
  date: expense?.date ?? todayApiDate(),
  paymentMode: expense?.paymentMode ?? 'CASH',
  paidTo: expense?.paidTo ?? '',
  note: expense?.note ?? '',
  repeatsMonthly: false,
  removeBill: false,
  bill: null,
});

export function ExpenseDialog({ expense, open, onOpenChange, onSaved }: ExpenseDialogProps) {
  const { register, handleSubmit, setError, reset, formState, watch } = useZodForm(dialogSchema, {
    values: valuesOf(expense),
  });
  /** the future date the user was asked about; saving it again confirms it */
  const [askedAbout, setAskedAbout] = useState<string | null>(null);
  const date = watch('date');
  const asking = askedAbout !== null && askedAbout === date;
  const { errors, isSubmitting, isDirty } = formState;
  const add = useAddExpense();
  const update = useUpdateExpense();
  const addMonthly = useAddRecurringExpense();
  const title = expense ? 'Edit expense' : 'Add expense';

  const submit = handleSubmit(async ({ repeatsMonthly, removeBill, bill, ...values }) => {
    if (values.date > todayApiDate() && askedAbout !== values.date) {
      setAskedAbout(values.date);
      return;
    }
    const binding = {
      setError,
      fields: ['category', 'amount', 'date', 'paymentMode', 'paidTo', 'note'] as const,
    };
    const form = { ...values, bill: firstFile(bill) ?? undefined };
    const result = expense
      ? await update.trigger({ ...form, id: expense._id, removeBill: !!removeBill }, binding)
      : await add.trigger(form, binding);
    if (!result.ok) return;
    if (!expense && repeatsMonthly) {
      const { date: _date, ...template } = values;
      await addMonthly.trigger({ ...template, ...monthlyFrom(values.date) });
    }
    reset();
    setAskedAbout(null);
    onOpenChange(false);
    onSaved?.(values.date);
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} busy={isSubmitting} dirty={isDirty} title={title}>
      <form className={layout.stackLg} onSubmit={submit} noValidate aria-label={title}>
        <SelectField
          label="Category"
          options={CATEGORY_OPTIONS}
          required
          error={errors.category?.message}
          {...register('category')}
        />
        <MoneyField label="Amount (₹)" required error={errors.amount?.message} {...register('amount')} />
        <TextField label="Date" type="date" required error={errors.date?.message} {...register('date')} />
        <SelectField
          label="Payment mode"
          options={MODE_OPTIONS}
          required
          error={errors.paymentMode?.message}
          {...register('paymentMode')}
        />
        <TextField
          label="Paid to"
          required
          autoComplete="off"
          error={errors.paidTo?.message}
          {...register('paidTo')}
        />
        <TextField label="Note" autoComplete="off" error={errors.note?.message} {...register('note')} />
        <FileField
          maxMegabytes={UPLOAD_LIMIT_MB.expenseBill}
          label="Bill"
          accept={BILL_ACCEPT}
          hint={
            expense?.bill
              ? `Optional. Replaces ${expense.bill.name}.`
              : 'Optional. A PDF or an image, up to 10 MB.'
          }
          error={errors.bill?.message}
          {...register('bill')}
        />
        {expense?.bill ? <CheckboxField label="Remove the bill" {...register('removeBill')} /> : null}
        {expense ? null : (
          <CheckboxField
            label="Repeats every month"
            hint="Recorded on this day each month from next month (the 28th at the latest)."
            {...register('repeatsMonthly')}
          />
        )}
        {asking ? (
          <Notice role="alert">
            {`The date, ${formatDayMonthYear(date)}, is in the future. It will count in ${monthName(date)}. Save it anyway?`}
          </Notice>
        ) : null}
        <FormActions
          busy={isSubmitting}
          submitLabel={asking ? 'Save anyway' : expense ? 'Save' : 'Add expense'}
          busyLabel="Saving..."
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}

/** 'December 2026' for a YYYY-MM-DD day. */
function monthName(day: string): string {
  return new Date(`${day.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
