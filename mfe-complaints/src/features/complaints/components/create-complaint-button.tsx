import { Button, Notice, PlusIcon } from '@pgportal/ui';
import { useState } from 'react';
import type { TenantPlace } from '../api';
import { ComplaintFormModal } from './complaint-form-modal';
import { useT } from '../../../i18n/catalogue';

export const NEEDS_BED_TEXT =
  'You can raise a complaint once you are assigned a bed: a complaint is about the room and bed you are on. Ask your PG manager.';

/** Whether the tenant is on a bed, so may raise a complaint (SPEC §3: it names their place). */
export const isOnBed = (place: TenantPlace | undefined): place is TenantPlace =>
  Boolean(place?.propertyId && place.roomId && place.bedId);

/** 'Create Complaint' for a tenant on a bed: opens the form for where they are now. */
export function CreateComplaintButton({ place }: { place: TenantPlace }) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  return (
    <>
      <Button icon={<PlusIcon />} onClick={() => setOpen(true)}>
        {t('createComplaint')}
      </Button>
      <ComplaintFormModal open={open} onOpenChange={setOpen} viewer="tenant" complaint={null} place={place} />
    </>
  );
}

/** Why a tenant on no bed is offered no 'Create Complaint'. */
export function NeedsBedNotice() {
  const { t } = useT();
  return <Notice role="status">{t('needsBed')}</Notice>;
}
