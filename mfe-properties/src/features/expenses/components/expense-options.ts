import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
} from '@pgportal/contracts/enums';
import { firstFile } from '@pgportal/ui/forms';
import { z } from 'zod';

export const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((value) => ({
  value,
  label: EXPENSE_CATEGORY_LABELS[value],
}));
export const MODE_OPTIONS = PAYMENT_MODES.map((value) => ({ value, label: PAYMENT_MODE_LABELS[value] }));

const PDF_OR_IMAGE = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const BILL_ACCEPT = PDF_OR_IMAGE.join(',');
const MAX_BYTES = 10 * 1024 * 1024;

/** The optional bill: a PDF or an image, up to 10 MB (the server checks the bytes again). */
export const billFileSchema = z.object({
  bill: z.custom<FileList | File[] | null | undefined>().superRefine((files, context) => {
    const file = firstFile(files);
    if (!file) return;
    if (!PDF_OR_IMAGE.includes(file.type))
      context.addIssue({ code: 'custom', message: 'Choose a PDF or an image (JPEG, PNG or WebP).' });
    else if (file.size > MAX_BYTES)
      context.addIssue({ code: 'custom', message: 'The bill must be at most 10 MB.' });
  }),
});

/** 'Repeats every month' from a date: that day (at most the 28th) from the next month on. */
export function monthlyFrom(date: string): { dayOfMonth: number; startsOn: string } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    dayOfMonth: Math.min(day, 28),
    startsOn: `${next.year}-${String(next.month).padStart(2, '0')}-01`,
  };
}
