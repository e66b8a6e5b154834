import { formatName } from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import { Link, useNavigate, useParams } from '@pgportal/runtime/router';
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
import { useTenantToAssign } from '../features/rooms/api';
import { AssignTenantForm } from '../features/rooms/components/assign-tenant-form';

function AssignBed({ tenantId }: { tenantId: string }) {
  const navigate = useNavigate();
  const { data: tenant, error, mutate } = useTenantToAssign(tenantId);
  if (isNotFound(error)) return <NotFound />;
  const back = () => void navigate(href('tenantView', { id: tenantId }));
  const name = tenant ? formatName(tenant.fullName) : '';
  return (
    <Page>
      <PageHeader
        title="Assign a bed"
        description={
          tenant ? `${name}, to a free bed of ${tenant.property?.name ?? 'their property'}.` : undefined
        }
      />
      {!tenant ? (
        error ? (
          <LoadFailed error={error} onRetry={() => void mutate()} />
        ) : (
          <LoadingBlock label="Loading the tenant" />
        )
      ) : tenant.bedId || !tenant.propertyId ? (
        <Notice role="status">
          {tenant.bedId ? `${name} is already on a bed.` : `${name} belongs to no property.`}{' '}
          <Link to={href('tenantView', { id: tenantId })}>Back to {name}</Link>
        </Notice>
      ) : (
        <Card>
          <AssignTenantForm
            tenant={{ _id: tenant._id, fullName: tenant.fullName, propertyId: tenant.propertyId }}
            onSaved={back}
            onCancel={back}
          />
        </Card>
      )}
    </Page>
  );
}

/**
 * /app/rooms/assign-bed/:tenantId ('Assign a bed', issue 22): the Assign form with the tenant
 * chosen and the free beds of their property listed. A page of mfe-properties that mfe-tenants
 * links to with href(), so the form stays one component in one remote.
 */
export default function AssignBedPage() {
  const { tenantId = '' } = useParams();
  return (
    <ErrorBoundary>
      <AssignBed tenantId={tenantId} />
    </ErrorBoundary>
  );
}
