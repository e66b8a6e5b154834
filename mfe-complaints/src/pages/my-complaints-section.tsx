import { Card, ErrorBoundary } from '@pgportal/ui';
import { ComplaintsList } from '../features/complaints/components/complaints-list';
import { CreateComplaintButton } from '../features/complaints/components/create-complaint-button';

/** The tenant's 'My Complaints' tab (SPEC §2): 'Create Complaint' and their complaints. */
export default function MyComplaintsSection() {
  return (
    <Card title="My Complaints" actions={<CreateComplaintButton />}>
      <ErrorBoundary>
        <ComplaintsList viewer="tenant" label="My Complaints" />
      </ErrorBoundary>
    </Card>
  );
}
