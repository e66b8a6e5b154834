import { ID_PROOF_LABELS, ID_PROOF_TYPES } from '@pgportal/contracts/enums';
import type { LegalDocument } from '@pgportal/contracts/types';
import { firstFile } from '@pgportal/ui/forms';
import { z } from 'zod';

const PDF_OR_IMAGE = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const DOCUMENT_ACCEPT = PDF_OR_IMAGE.join(',');
const MAX_BYTES = 10 * 1024 * 1024;
export const NOT_A_DOCUMENT = 'Choose a PDF or an image (JPEG, PNG or WebP).';
export const DOCUMENT_TOO_LARGE = 'The file must be at most 10 MB.';

export const TYPE_OPTIONS = ID_PROOF_TYPES.map((value) => ({ value, label: ID_PROOF_LABELS[value] }));

/** The optional document file of both dialogs: a PDF or an image, up to 10 MB. */
export const documentFileSchema = z.object({
  legalDocFile: z.custom<FileList | File[] | null | undefined>().superRefine((files, context) => {
    const file = firstFile(files);
    if (!file) return;
    if (!PDF_OR_IMAGE.includes(file.type)) context.addIssue({ code: 'custom', message: NOT_A_DOCUMENT });
    else if (file.size > MAX_BYTES) context.addIssue({ code: 'custom', message: DOCUMENT_TOO_LARGE });
  }),
});

/** How a document is named to a screen reader: 'Passport K1234567'. */
export const documentName = (document: LegalDocument) =>
  `${ID_PROOF_LABELS[document.type]} ${document.number}`;
