import { useSession } from '@pgportal/runtime/session';
import { ErrorBoundary, LoadingBlock, Page, PageHeader } from '@pgportal/ui';
import { AccountForm } from '../features/account/components/account-form';

function Account() {
  const user = useSession((state) => state.user);
  return (
    <Page narrow>
      <PageHeader title="Account information" description="Update your account and personal information." />
      {user ? <AccountForm key={user._id} user={user} /> : <LoadingBlock />}
    </Page>
  );
}

/** /app/account: the signed-in staff member's own details. */
export default function AccountPage() {
  return (
    <ErrorBoundary>
      <Account />
    </ErrorBoundary>
  );
}
