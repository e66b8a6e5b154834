import { Button, EmptyState, PlusIcon } from '@pgportal/ui';

export const NO_ROOMS_YET = 'No rooms yet';

/** Issue 22: an empty room list says what to do next, with the button that does it. */
export function NoRoomsYet({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      title={NO_ROOMS_YET}
      description="Add a room and its beds; tenants can then be assigned to them."
      action={
        <Button icon={<PlusIcon />} onClick={onAdd}>
          Add Room
        </Button>
      }
    />
  );
}
