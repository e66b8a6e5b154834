import { Card, ErrorBoundary, layout } from '@pgportal/ui';
import { useTenantPlace } from '../features/complaints/api';
import { ComplaintsList } from '../features/complaints/components/complaints-list';
import {
  CreateComplaintButton,
  NeedsBedNotice,
  isOnBed,
} from '../features/complaints/components/create-complaint-button';

function MyComplaints() {
  const { data: place } = useTenantPlace();
  return (
    <Card title="My Complaints" actions={isOnBed(place) ? <CreateComplaintButton place={place} /> : null}>
      <div className={layout.stack}>
        {place && !isOnBed(place) ? <NeedsBedNotice /> : null}
        <ComplaintsList viewer="tenant" label="My Complaints" />
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
