import { href } from '@pgportal/contracts/paths';
import { useNavigate } from '@pgportal/runtime/router';
import { Card, ErrorBoundary, Page, PageHeader } from '@pgportal/ui';
import { addedPropertyState } from '../features/properties/components/added-property-next-step';
import { PropertyForm } from '../features/properties/components/property-form';

/**
 * /app/property/add: after a successful add the user goes to the properties list (SPEC §2), which
 * then offers 'Add rooms to <name>' (issue 22).
 */
export default function PropertyAddPage() {
  const navigate = useNavigate();
  return (
    <ErrorBoundary>
      <Page>
        <PageHeader title="Add Property" />
        <Card>
          <PropertyForm
            onSaved={(property) => void navigate(href('properties'), { state: addedPropertyState(property) })}
            onCancel={() => void navigate(href('properties'))}
          />
        </Card>
      </Page>
    </ErrorBoundary>
  );
}
