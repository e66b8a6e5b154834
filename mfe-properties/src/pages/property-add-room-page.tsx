import { href } from '@pgportal/contracts/paths';
import { useNavigate, useParams } from '@pgportal/runtime/router';
import { Card, ErrorBoundary, LoadingBlock, Notice, Page, PageHeader } from '@pgportal/ui';
import { useProperty } from '../features/properties/api';
import { AddRoomForm } from '../features/rooms/components/room-form';
import { NotFound, isNotFound, loadErrorText } from '../lib/not-found';

function AddRoom({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: property, error } = useProperty(id);
  if (isNotFound(error)) return <NotFound />;
  const back = () => void navigate(href('propertyDetail', { id }));
  return (
    <Page>
      <PageHeader title="Add Room" description={property ? `A new room of ${property.name}.` : undefined} />
      {property ? (
        <Card>
          <AddRoomForm propertyId={property._id} onSaved={back} onCancel={back} />
        </Card>
      ) : error ? (
        <Notice role="alert">{loadErrorText(error)}</Notice>
      ) : (
        <LoadingBlock label="Loading the property" />
      )}
    </Page>
  );
}

/** /app/property/:id/add-room: the room form for that property (SPEC §2 'Add Room', made to work). */
export default function PropertyAddRoomPage() {
  const { id = '' } = useParams();
  return (
    <ErrorBoundary>
      <AddRoom id={id} />
    </ErrorBoundary>
  );
}
