// /app/overview (issue 42): every property the person runs at once, with the totals; a row makes
// that property current and opens its dashboard.
import { href } from '@pgportal/contracts/paths';
import type { OverviewProperty } from '@pgportal/contracts/responses';
import { useNavigate } from '@pgportal/runtime/router';
import { useSession } from '@pgportal/runtime/session';
import { ErrorBoundary, LoadFailed, Page, PageHeader, Pager } from '@pgportal/ui';
import { useState } from 'react';
import { useOverview, useSwitchProperty } from '../features/properties/api';
import { PropertiesOverviewTable } from '../features/properties/components/properties-overview-table';

function Overview() {
  const navigate = useNavigate();
  const currentPropertyId = useSession((state) => state.user?.currentProperty ?? null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOverview(page);
  const switchProperty = useSwitchProperty();
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (property: OverviewProperty) => {
    if (property._id !== currentPropertyId) {
      setOpening(property._id);
      const result = await switchProperty.trigger(property._id);
      setOpening(null);
      if (!result.ok) return;
    }
    await navigate(href('dashboard'));
  };

  return (
    <Page>
      <PageHeader
        title="Properties overview"
        description="Every property you run: beds, money collected this month, what is due and what waits. Open one to make it the current property and see its dashboard."
      />
      {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
      <PropertiesOverviewTable
        data={data}
        loading={isLoading}
        currentPropertyId={currentPropertyId}
        onOpen={(property) => void open(property)}
        opening={opening}
      />
      <Pager label="Overview pages" pagination={data?.pagination} onPage={setPage} noun="properties" />
    </Page>
  );
}

export default function OverviewPage() {
  return (
    <ErrorBoundary>
      <Overview />
    </ErrorBoundary>
  );
}
