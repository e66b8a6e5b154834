import { Card, ErrorBoundary, layout } from '@pgportal/ui';
import { useTenantPlace } from '../features/complaints/api';
import { ComplaintsList } from '../features/complaints/components/complaints-list';
import {
  CreateComplaintButton,
  NeedsBedNotice,
  isOnBed,
} from '../features/complaints/components/create-complaint-button';
import { useT } from '../i18n/catalogue';
import { KitInTenantLanguage } from '../i18n/kit-labels';

/** Under 'No complaints' for a tenant on a bed: how to raise one. */
export const RAISE_ONE_HINT =
  "Something broken or not working? Choose 'Create Complaint' above to tell your PG manager.";

function MyComplaints() {
  const { data: place } = useTenantPlace();
  const { t } = useT();
  return (
    <Card title={t('myComplaints')} actions={isOnBed(place) ? <CreateComplaintButton place={place} /> : null}>
      <div className={layout.stack}>
        {place && !isOnBed(place) ? <NeedsBedNotice /> : null}
        <ComplaintsList
          viewer="tenant"
          label={t('myComplaints')}
          emptyHint={isOnBed(place) ? t('raiseOneHint') : undefined}
        />
      </div>
    </Card>
  );
}

/** The tenant's 'My Complaints' tab (SPEC §2): 'Create Complaint' and their complaints. */
export default function MyComplaintsSection() {
  return (
    <KitInTenantLanguage>
      <ErrorBoundary>
        <MyComplaints />
      </ErrorBoundary>
    </KitInTenantLanguage>
  );
}
