import { MESSAGES } from '@pgportal/contracts/messages';
import { href } from '@pgportal/contracts/paths';
import { useNavigate, useParams } from '@pgportal/runtime/router';
import { useSession } from '@pgportal/runtime/session';
import {
  Card,
  ErrorBoundary,
  LoadFailed,
  LoadingBlock,
  NotFound,
  Notice,
  Page,
  PageHeader,
  isNotFound,
} from '@pgportal/ui';
import { useProperty } from '../features/properties/api';
import { AddRoomForm } from '../features/rooms/components/room-form';

/** The id in the URL, or the caller's current property for /app/property/current/add-room. */
const CURRENT = 'current';

function AddRoom({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: property, error, mutate } = useProperty(id);
  if (isNotFound(error)) return <NotFound />;
  const back = () => void navigate(href('propertyDetail', { id }));
  return (
    <Page>
      <PageHeader title="Add Room" description={property ? `A new room of ${property.name}.` : undefined} />
      {property ? (
        <Card>
          <AddRoomForm
            propertyId={property._id}
            onSaved={(room) => void navigate(href('propertyDetail', { id: room.propertyId._id }))}
            onCancel={back}
          />
        </Card>
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingBlock label="Loading the property" />
      )}
    </Page>
  );
}

/**
 * /app/property/:id/add-room (SPEC §2 'Add Room', made to work): the room form for that property;
 * with `current` as the id, for the caller's current property.
 */
export default function PropertyAddRoomPage() {
  const { id = '' } = useParams();
  const current = useSession((state) => state.user?.currentProperty ?? null);
  const propertyId = id === CURRENT ? current : id;
  return (
    <ErrorBoundary>
      {propertyId ? (
        <AddRoom id={propertyId} />
      ) : (
        <Page>
          <PageHeader title="Add Room" />
          <Notice role="alert">{MESSAGES.noCurrentProperty}</Notice>
        </Page>
      )}
    </ErrorBoundary>
  );
}
