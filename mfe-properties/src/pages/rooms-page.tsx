import { href } from '@pgportal/contracts/paths';
import type { Room } from '@pgportal/contracts/types';
import { FindProperty } from '@pgportal/domain';
import { useNavigate } from '@pgportal/runtime/router';
import {
  Button,
  ConfirmDelete,
  ErrorBoundary,
  LoadFailed,
  Page,
  PageHeader,
  Pager,
  PlusIcon,
  SearchBox,
  SelectField,
  layout,
  useChosen,
} from '@pgportal/ui';
import { useListParams } from '@pgportal/ui/data';
import { useState } from 'react';
import { useDeleteRoom, useRooms } from '../features/rooms/api';
import { usePropertyChoices } from '../lib/property-choices';
import { NoRoomsYet } from '../features/rooms/components/no-rooms-yet';
import { RoomFormModal } from '../features/rooms/components/room-form-modal';
import { RoomsTable } from '../features/rooms/components/rooms-table';

function Rooms() {
  const navigate = useNavigate();
  const { page, search, filters, setPage, setSearch, setFilter } = useListParams({ filters: ['property'] });
  const { data, error, isLoading, mutate } = useRooms({ page, search, propertyId: filters.property });
  const choices = usePropertyChoices(filters.property);
  const [form, setForm] = useState<{ open: boolean; room: Room | null }>({ open: false, room: null });
  const { chosen: toDelete, choose: setToDelete, dialog: toDeleteDialog } = useChosen<Room>();
  const deleteRoom = useDeleteRoom();

  const remove = async () => {
    if (!toDelete) return;
    const result = await deleteRoom.trigger(toDelete._id);
    if (!result.ok) throw result.error;
  };

  return (
    <Page>
      <PageHeader
        title="Rooms"
        description="Every room of your properties, with its beds and tenants."
        actions={
          <Button icon={<PlusIcon />} onClick={() => setForm({ open: true, room: null })}>
            Add Rooms
          </Button>
        }
      />
      <div className={layout.stack}>
        <SearchBox label="Search rooms" placeholder="Room number" value={search} onSearch={setSearch} />
        {choices.findable ? <FindProperty search={choices.search} onSearch={choices.setSearch} /> : null}
        {(choices.properties?.length ?? 0) > 1 || filters.property || choices.search ? (
          <SelectField
            label="Property"
            placeholder="All properties"
            options={(choices.properties ?? []).map((property) => ({
              value: property._id,
              label: property.name,
            }))}
            value={filters.property ?? ''}
            onChange={(event) => setFilter('property', event.target.value || undefined)}
          />
        ) : null}
        {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
        <RoomsTable
          rooms={data?.data}
          loading={isLoading}
          showProperty
          // A search that finds nothing keeps the table's own text.
          emptyText={search ? undefined : <NoRoomsYet onAdd={() => setForm({ open: true, room: null })} />}
          onDetail={(room) => void navigate(href('roomView', { roomId: room._id }))}
          onUpdate={(room) => setForm({ open: true, room })}
          onRemove={setToDelete}
        />
        <Pager label="Rooms pages" noun="rooms" pagination={data?.pagination} onPage={setPage} />
      </div>
      <RoomFormModal
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        room={form.room}
        propertyId={filters.property}
        addTitle="Add Rooms"
      />
      <ConfirmDelete
        resource="Room"
        name={toDelete ? `Room ${toDelete.roomNumber} (${toDelete.propertyId.name})` : undefined}
        {...toDeleteDialog}
        onConfirm={remove}
      />
    </Page>
  );
}

/** /app/rooms (SPEC §2 Rooms screen), filtered by property with ?property=<id> (issue 22). */
export default function RoomsPage() {
  return (
    <ErrorBoundary>
      <Rooms />
    </ErrorBoundary>
  );
}
