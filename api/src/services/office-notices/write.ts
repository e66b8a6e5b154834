// Staff post, edit and delete notices from the office (issue 27). A notice goes to the current
// property; editing and deleting need it in the caller's scope (else 404). Delete is soft, and the
// image of a deleted or replaced notice is retired after the commit (files/retention.ts).
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { OfficeNoticeInput, OfficeNoticeUpdateInput } from '@pgportal/contracts/schemas';
import type { Deps } from '../../deps';
import { officeNotices, type OfficeNoticeRow } from '../../db/schema';
import { badRequest } from '../../errors';
import type { AccessScope } from '../access';
import { today } from '../calendar';
import { retireFiles } from '../files/retention';
import type { ReceivedFile } from '../files/uploads';
import { currentPropertyOrRefuse, findOfficeNotice } from './read';

/** An expiry before today would hide the notice at once: refused, naming the field. */
function refusePastExpiry(input: OfficeNoticeInput, day: string) {
  if (input.expiresOn && input.expiresOn < day) {
    throw badRequest(MESSAGES.officeNoticeExpiryPast, { expiresOn: MESSAGES.officeNoticeExpiryPast });
  }
}

/** Stores the image (if any), runs `write` with its key, and removes the file again if `write` fails. */
async function withImage<T>(
  deps: Deps,
  image: ReceivedFile | null,
  write: (key: string | null) => Promise<T>,
) {
  const key = image ? await deps.uploads.store('noticeImage', image) : null;
  try {
    return await write(key);
  } catch (error) {
    if (key) await deps.uploads.remove(key).catch(() => undefined);
    throw error;
  }
}

/** POST /notice/add: a notice to the current property's tenants. */
export async function postOfficeNotice(
  deps: Deps,
  scope: AccessScope,
  input: OfficeNoticeInput,
  image: ReceivedFile | null,
): Promise<OfficeNoticeRow> {
  const propertyId = currentPropertyOrRefuse(scope);
  refusePastExpiry(input, today());
  return withImage(deps, image, async (imageKey) => {
    const [row] = await deps.db
      .insert(officeNotices)
      .values({
        propertyId,
        title: input.title,
        body: input.text,
        imageKey,
        expiresOn: input.expiresOn ?? null,
        pinned: input.pinned,
        postedBy: scope.actorId,
      })
      .returning();
    return row!;
  });
}

/** PUT /notice/update/{id}: every field; a new image replaces the old one, removeImage drops it. */
export async function updateOfficeNotice(
  deps: Deps,
  scope: AccessScope,
  id: string,
  input: OfficeNoticeUpdateInput,
  image: ReceivedFile | null,
): Promise<OfficeNoticeRow> {
  const before = await findOfficeNotice(deps.db, scope, id);
  refusePastExpiry(input, today());
  const updated = await withImage(deps, image, async (newKey) => {
    const imageKey = newKey ?? (input.removeImage ? null : before.imageKey);
    const [row] = await deps.db
      .update(officeNotices)
      .set({
        title: input.title,
        body: input.text,
        imageKey,
        expiresOn: input.expiresOn ?? null,
        pinned: input.pinned,
        updatedAt: new Date(),
      })
      .where(eq(officeNotices.id, before.id))
      .returning();
    return row!;
  });
  if (before.imageKey !== updated.imageKey) await retireFiles(deps, [before.imageKey]);
  return updated;
}

/** DELETE /notice/delete/{id}: soft; tenants stop seeing it at once. */
export async function deleteOfficeNotice(deps: Deps, scope: AccessScope, id: string): Promise<void> {
  const notice = await findOfficeNotice(deps.db, scope, id);
  const now = new Date();
  await deps.db
    .update(officeNotices)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(officeNotices.id, notice.id));
  await retireFiles(deps, [notice.imageKey]);
}
