import { ErrorBoundary, Page, PageHeader } from '@pgportal/ui';
import { MyExitStatement } from '../features/exit/components/my-exit-statement';
import { useT } from '../i18n/catalogue';
import { KitInTenantLanguage } from '../i18n/kit-labels';

/** /tenant/exit: the tenant's exit statement, its refund deadline, Accept or Dispute (issue 24); in English or Hindi (issue 27). */
export default function TenantExitPage() {
  const { t } = useT();
  return (
    <KitInTenantLanguage>
      <Page>
        <PageHeader title={t('exitTitle')} />
        <ErrorBoundary>
          <MyExitStatement />
        </ErrorBoundary>
      </Page>
    </KitInTenantLanguage>
  );
}
