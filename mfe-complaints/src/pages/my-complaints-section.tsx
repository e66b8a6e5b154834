import { Card, ErrorBoundary, layout } from '@pgportal/ui';
import { useTenantPlace } from '../features/complaints/api';
import { ComplaintsList } from '../features/complaints/components/complaints-list';
import {
  CreateComplaintButton,
  NeedsBedNotice,
  isOnBed,
} from '../features/complaints/components/create-complaint-button';

/** Under 'No complaints' for a tenant on a bed: how to raise one. */
export const RAISE_ONE_HINT =
  "Something broken or not working? Choose 'Create Complaint' above to tell your PG manager.";

function MyComplaints() {
  const { data: place } = useTenantPlace();
  return (
    <Card title="My Complaints" actions={isOnBed(place) ? <CreateComplaintButton place={place} /> : null}>
      <div className={layout.stack}>
        {place && !isOnBed(place) ? <NeedsBedNotice /> : null}
        <ComplaintsList
          viewer="tenant"
          label="My Complaints"
          emptyHint={isOnBed(place) ? RAISE_ONE_HINT : undefined}
        />
      </div>
    </Card>
  );
}

/** The tenant's 'My Complaints' tab (SPEC §2): 'Create Complaint' and their complaints. */
export default function MyComplaintsSection() {
  return (
    <ErrorBoundary>
      <MyComplaints />
    </ErrorBoundary>
  );
}
