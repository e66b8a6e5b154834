// The kit's forms glue (issue 28), a kit entry of its own: react-hook-form driven by zod schemas,
// the server's field errors onto a form, image file fields. zod (87 KB gzip) comes with it, so only
// pages that import this entry load it; the kit's main entry and @pgportal/ui/basics do not.
export {
  IMAGE_ACCEPT,
  IMAGE_TOO_LARGE,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  applyServerErrors,
  firstFile,
  imageFilesError,
  imageFilesField,
  useZodForm,
  zodResolver,
} from './form';
export type { RegisteredField, ZodFormReturn } from './form';
