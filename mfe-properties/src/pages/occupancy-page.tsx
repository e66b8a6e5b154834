// /app/occupancy (issue 26): the current property's beds at a glance: counts per state, a legend
// that does not rely on colour, and the grid by floor and room; a bed opens Assign or the tenant.
import { BED_STATE_LABELS, BED_STATES } from '@pgportal/contracts/enums';
import {
  EmptyState,
  ErrorBoundary,
  LoadFailed,
  LoadingBlock,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
} from '@pgportal/ui';
import { useOccupancy } from '../features/occupancy/api';
import { OccupancyGrid, OccupancyLegend } from '../features/occupancy/components/occupancy-grid';

function Occupancy() {
  const { data, error, isLoading, mutate } = useOccupancy();
  return (
    <Page>
      <PageHeader
        title="Occupancy"
        description="Every bed of the current property: who is on it, who is leaving, who owes."
      />
      <StatGrid busy={isLoading} compact>
        {BED_STATES.map((state) => (
          <StatCard key={state} title={BED_STATE_LABELS[state]} value={String(data?.counts[state] ?? 0)} />
        ))}
      </StatGrid>
      <OccupancyLegend />
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      {isLoading ? <LoadingBlock label="Loading the beds..." /> : null}
      {data && data.floors.length === 0 ? (
        <EmptyState title="No rooms yet" description="Add rooms to the property to see its beds here." />
      ) : null}
      {data ? <OccupancyGrid floors={data.floors} /> : null}
    </Page>
  );
}

export default function OccupancyPage() {
  return (
    <ErrorBoundary>
      <Occupancy />
    </ErrorBoundary>
  );
}
