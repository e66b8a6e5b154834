import { href } from '@pgportal/contracts/paths';
import type { Bed } from '@pgportal/contracts/types';
import { useNavigate, useParams, useSearchParams } from '@pgportal/runtime/router';
import {
  ErrorBoundary,
  LoadFailed,
  LoadingBlock,
  NotFound,
  Page,
  PageHeader,
  isNotFound,
  layout,
} from '@pgportal/ui';
import { useState } from 'react';
import { MeterReadingsSection } from '../features/electricity/components/meter-readings-section';
import { MoveTenantDialog } from '../features/moves/components/move-tenant-dialog';
import { useRoom } from '../features/rooms/api';
import { AssignTenantModal } from '../features/rooms/components/assign-tenant-modal';
import { BedsTable } from '../features/rooms/components/beds-table';
import { RoomSummary } from '../features/rooms/components/room-summary';
import { VacateDialog } from '../features/rooms/components/vacate-dialog';

/** SPEC §2 Room detail. `propertyId`: the room must belong to it (the property's own room URL). */
export function RoomDetailOf({ roomId, propertyId }: { roomId: string; propertyId?: string }) {
  const navigate = useNavigate();
  const { data: room, error, isLoading, mutate } = useRoom(roomId);
  const [assignBed, setAssignBed] = useState<Bed | null>(null);
  const [vacateBed, setVacateBed] = useState<Bed | null>(null);
  // ?move=<bedId>: the tenant page's 'Move to another bed' opens the dialog here.
  const [search, setSearch] = useSearchParams();
  const [moveBedId, setMoveBedId] = useState<string | null>(search.get('move'));
  const moveBed = room?.beds.find((candidate) => candidate._id === moveBedId && candidate.occupant) ?? null;
  const closeMove = () => {
    setMoveBedId(null);
    if (search.has('move')) setSearch({}, { replace: true });
  };
  if (isNotFound(error) || (room && propertyId && room.propertyId._id !== propertyId)) return <NotFound />;
  if (!room) {
    return (
      <Page>
        <PageHeader title="Room" />
        {error ? (
          <LoadFailed error={error} onRetry={() => void mutate()} />
        ) : (
          <LoadingBlock label="Loading the room" />
        )}
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader title={`Room ${room.roomNumber}`} description={room.propertyId.name} />
      <div className={layout.stackLg}>
        <RoomSummary room={room} />
        <BedsTable
          beds={room.beds}
          loading={isLoading}
          onAssign={setAssignBed}
          onVacate={setVacateBed}
          onMove={(bed) => setMoveBedId(bed._id)}
          onTenantDetails={(bed) => {
            if (bed.occupant) void navigate(href('tenantView', { id: bed.occupant._id }));
          }}
        />
        <MeterReadingsSection roomId={room._id} />
      </div>
      <AssignTenantModal
        target={assignBed ? { room, bed: assignBed } : null}
        onClose={() => setAssignBed(null)}
      />
      <VacateDialog bed={vacateBed} onClose={() => setVacateBed(null)} />
      <MoveTenantDialog tenant={moveBed?.occupant ?? null} onClose={closeMove} />
    </Page>
  );
}

/** /app/rooms/view/:roomId */
export default function RoomViewPage() {
  const { roomId = '' } = useParams();
  return (
    <ErrorBoundary>
      <RoomDetailOf roomId={roomId} />
    </ErrorBoundary>
  );
}
