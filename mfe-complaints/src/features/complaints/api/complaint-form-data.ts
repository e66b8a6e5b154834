import type { ComplaintCategory } from '@pgportal/contracts/enums';

export interface ComplaintFields {
  issue: string;
  /** what it is about (required on create; an edit keeps it unless one is sent) */
  category?: ComplaintCategory;
  /** new images to add (`complaintImages`, repeated) */
  images: readonly File[];
  /** create: where the tenant is now (SPEC §3) */
  place?: { propertyId: string; roomId: string; bedId: string };
  /** update: the `_id`s of existing images to remove */
  removeImageIds?: readonly string[];
  /** called while large images upload: bytes sent, bytes in all */
  onProgress?: (sent: number, total: number) => void;
}

/** Uploads at least this large report their progress (smaller ones are over before it shows). */
export const PROGRESS_FROM_BYTES = 512 * 1024;

/** The multipart body of POST /complaint/create and PUT /complaint/update/{id}. */
export function complaintFormData({
  issue,
  category,
  images,
  place,
  removeImageIds,
}: ComplaintFields): FormData {
  const body = new FormData();
  body.append('issue', issue);
  if (category) body.append('category', category);
  if (place) {
    body.append('propertyId', place.propertyId);
    body.append('roomId', place.roomId);
    body.append('bedId', place.bedId);
  }
  if (removeImageIds && removeImageIds.length > 0)
    body.append('removeImageIds', JSON.stringify(removeImageIds));
  for (const image of images) body.append('complaintImages', image, image.name);
  return body;
}

/** The progress callback to pass to the client, only when the images are large enough to need it. */
export function progressOption({ images, onProgress }: ComplaintFields) {
  const bytes = images.reduce((sum, image) => sum + image.size, 0);
  return onProgress && bytes >= PROGRESS_FROM_BYTES ? { onUploadProgress: onProgress } : {};
}
