import { href } from '@pgportal/contracts/paths';
import { useNavigate, useParams } from '@pgportal/runtime/router';
import { Card, ErrorBoundary, LoadingBlock, Notice, Page, PageHeader } from '@pgportal/ui';
import { useProperty } from '../features/properties/api';
import { PropertyForm } from '../features/properties/components/property-form';
import { NotFound, isNotFound, loadErrorText } from '../lib/not-found';

function UpdateProperty({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, error } = useProperty(id);
  if (isNotFound(error)) return <NotFound />;
  const back = () => void navigate(href('propertyDetail', { id }));
  return (
    <Page>
      <PageHeader title="Update Property" />
      {error && !data ? <Notice role="alert">{loadErrorText(error)}</Notice> : null}
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
