import { useParams } from '@pgportal/runtime/router';
import { ErrorBoundary } from '@pgportal/ui';
import { RoomDetailOf } from './room-view-page';

/** /app/property/:id/room/:roomId: the room detail, for a room of that property only. */
export default function PropertyRoomPage() {
  const { id = '', roomId = '' } = useParams();
  return (
    <ErrorBoundary>
      <RoomDetailOf roomId={roomId} propertyId={id} />
    </ErrorBoundary>
  );
}
