// /app/meals (issue 25): the kitchen count of the current property for today and the next 7 days.
import { ErrorBoundary, Page, PageHeader } from '@pgportal/ui';
import { KitchenCount } from '../features/meals/components/kitchen-count';

export default function MealsPage() {
  return (
    <Page>
      <PageHeader
        title="Meals"
        description="How many tenants of the current property eat each day, and who is away."
      />
      <ErrorBoundary>
        <KitchenCount />
      </ErrorBoundary>
    </Page>
  );
}
