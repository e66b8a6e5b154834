import { can } from '@pgportal/contracts/capabilities';
import { href } from '@pgportal/contracts/paths';
import type { Room } from '@pgportal/contracts/types';
import { useNavigate, useParams } from '@pgportal/runtime/router';
import { useSession } from '@pgportal/runtime/session';
import {
  Button,
  Card,
  ConfirmDelete,
  ErrorBoundary,
  LoadFailed,
  LoadingBlock,
  NotFound,
  Page,
  PageHeader,
  PlusIcon,
  isNotFound,
  layout,
  useChosen,
} from '@pgportal/ui';
import { useState } from 'react';
import { useProperty } from '../features/properties/api';
import { ManagerAssignment } from '../features/properties/components/manager-assignment';
import { PropertyMap } from '../features/properties/components/property-map';
import { PropertyOverview } from '../features/properties/components/property-overview';
import { useDeleteRoom } from '../features/rooms/api';
import { NoRoomsYet } from '../features/rooms/components/no-rooms-yet';
import { RoomFormModal } from '../features/rooms/components/room-form-modal';
import { RoomsTable } from '../features/rooms/components/rooms-table';

function PropertyDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const role = useSession((state) => state.user?.role);
  const { data: property, error, isLoading, mutate } = useProperty(id);
  const [editRoom, setEditRoom] = useState<{ open: boolean; room: Room | null }>({ open: false, room: null });
  const { chosen: toDelete, choose: setToDelete, dialog: toDeleteDialog } = useChosen<Room>();
  const deleteRoom = useDeleteRoom();
  if (isNotFound(error)) return <NotFound />;

  const removeRoom = async () => {
    if (!toDelete) return;
    const result = await deleteRoom.trigger(toDelete._id);
    if (!result.ok) throw result.error;
  };

  return (
    <Page>
      <PageHeader
        title="Property"
        actions={
          <Button variant="secondary" onClick={() => void navigate(href('propertyUpdate', { id }))}>
            Update
          </Button>
        }
      />
      {!property ? (
        error ? (
          <LoadFailed error={error} onRetry={() => void mutate()} />
        ) : (
          <LoadingBlock label="Loading the property" />
        )
      ) : (
        <div className={layout.stackLg}>
          <PropertyOverview property={property} />
          {can(role, 'properties.assignManager') ? <ManagerAssignment property={property} /> : null}
          <Card
            title="Rooms"
            actions={
              // With no rooms the empty state below holds the one 'Add Room' button.
              property.rooms.length ? (
                <Button icon={<PlusIcon />} onClick={() => setEditRoom({ open: true, room: null })}>
                  Add Room
                </Button>
              ) : null
            }
          >
            <RoomsTable
              rooms={property.rooms}
              loading={isLoading}
              maxHeight={260}
              emptyText={<NoRoomsYet onAdd={() => setEditRoom({ open: true, room: null })} />}
              onDetail={(room) => void navigate(href('roomView', { roomId: room._id }))}
              onUpdate={(room) => setEditRoom({ open: true, room })}
              onRemove={setToDelete}
            />
          </Card>
          <PropertyMap address={property.address} />
        </div>
      )}
      <RoomFormModal
        open={editRoom.open}
        onOpenChange={(open) => setEditRoom((current) => ({ ...current, open }))}
        room={editRoom.room}
        propertyId={id}
      />
      <ConfirmDelete
        resource="Room"
        name={toDelete ? `Room ${toDelete.roomNumber}` : undefined}
        {...toDeleteDialog}
        onConfirm={removeRoom}
      />
    </Page>
  );
}

/** /app/property/:id (SPEC §2 Property detail). */
export default function PropertyDetailPage() {
  const { id = '' } = useParams();
  return (
    <ErrorBoundary>
      <PropertyDetail id={id} />
    </ErrorBoundary>
  );
}
