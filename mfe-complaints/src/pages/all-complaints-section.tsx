import { Card, ErrorBoundary } from '@pgportal/ui';
import { ComplaintsList } from '../features/complaints/components/complaints-list';

/** The staff dashboard's 'All Complaints' (SPEC §2): the current property's complaints. */
export default function AllComplaintsSection() {
  return (
    <Card title="All Complaints">
      <ErrorBoundary>
        <ComplaintsList viewer="staff" label="All Complaints" />
      </ErrorBoundary>
    </Card>
  );
}
