import { Button, Notice, PlusIcon } from '@pgportal/ui';
import { useState } from 'react';
import { useTenantPlace } from '../api';
import { ComplaintFormModal } from './complaint-form-modal';

export const NEEDS_BED_TEXT =
  'You can raise a complaint once you are assigned a bed: a complaint is about the room and bed you are on. Ask your PG manager.';

/** 'Create Complaint' for a tenant on a bed; otherwise why they cannot raise one yet. */
export function CreateComplaintButton() {
  const { data: place, isLoading } = useTenantPlace();
  const [open, setOpen] = useState(false);
  if (isLoading || !place) return null;
  if (!place.propertyId || !place.roomId || !place.bedId)
    return <Notice role="status">{NEEDS_BED_TEXT}</Notice>;
  return (
    <>
      <Button icon={<PlusIcon />} onClick={() => setOpen(true)}>
        Create Complaint
      </Button>
      <ComplaintFormModal open={open} onOpenChange={setOpen} viewer="tenant" complaint={null} place={place} />
    </>
  );
}
