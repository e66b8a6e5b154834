import { href } from '@pgportal/contracts/paths';
import { useNavigate, useParams } from '@pgportal/runtime/router';
import {
  Card,
  ErrorBoundary,
  LoadFailed,
  LoadingBlock,
  NotFound,
  Page,
  PageHeader,
  isNotFound,
} from '@pgportal/ui';
import { useProperty } from '../features/properties/api';
import { PropertyForm } from '../features/properties/components/property-form';

function UpdateProperty({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, error, mutate } = useProperty(id);
  if (isNotFound(error)) return <NotFound />;
  const back = () => void navigate(href('propertyDetail', { id }));
  return (
    <Page>
      <PageHeader title="Update Property" />
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      {data ? (
        <Card>
          <PropertyForm key={data._id} property={data} onSaved={back} onCancel={back} />
        </Card>
      ) : error ? null : (
        <LoadingBlock label="Loading the property" />
      )}
    </Page>
  );
}

/** /app/property/:id/update: the property form, prefilled. */
export default function PropertyUpdatePage() {
  const { id = '' } = useParams();
  return (
    <ErrorBoundary>
      <UpdateProperty id={id} />
    </ErrorBoundary>
  );
}
