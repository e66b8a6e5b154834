import { ErrorBoundary, Page, PageHeader } from '@pgportal/ui';
import { MyExitStatement } from '../features/exit/components/my-exit-statement';

/** /tenant/exit: the tenant's exit statement, its refund deadline, Accept or Dispute (issue 24). */
export default function TenantExitPage() {
  return (
    <Page>
      <PageHeader title="Exit statement" />
      <ErrorBoundary>
        <MyExitStatement />
      </ErrorBoundary>
    </Page>
  );
}
