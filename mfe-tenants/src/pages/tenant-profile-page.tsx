import { ErrorBoundary, LoadFailed, LoadingBlock, Page, PageHeader } from '@pgportal/ui';
import { ProfileForm } from '../features/profile/components/profile-form';
import { useOwnTenant } from '../features/tenants/api';

function OwnProfile() {
  const { data: tenant, error, mutate } = useOwnTenant();
  if (error && !tenant) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!tenant) return <LoadingBlock label="Loading your profile" />;
  return <ProfileForm key={tenant.updatedAt} tenant={tenant} />;
}

/** /tenant/profile: the tenant's photo, name, e-mail and phone; they change the phone and photo. */
export default function TenantProfilePage() {
  return (
    <Page>
      <PageHeader title="Profile" />
      <ErrorBoundary>
        <OwnProfile />
      </ErrorBoundary>
    </Page>
  );
}
