import { can } from '@pgportal/contracts/capabilities';
import { href } from '@pgportal/contracts/paths';
import type { Property } from '@pgportal/contracts/types';
import { useNavigate } from '@pgportal/runtime/router';
import { useSession } from '@pgportal/runtime/session';
import {
  Button,
  ConfirmDelete,
  ErrorBoundary,
  LoadFailed,
  Page,
  PageHeader,
  Pager,
  PlusIcon,
  SearchBox,
  layout,
  useChosen,
} from '@pgportal/ui';
import { useListParams } from '@pgportal/ui/data';
import { useDeleteProperty, useProperties, useSwitchProperty } from '../features/properties/api';
import { AddedPropertyNextStep } from '../features/properties/components/added-property-next-step';
import { PropertiesTable } from '../features/properties/components/properties-table';

function Properties() {
  const navigate = useNavigate();
  const role = useSession((state) => state.user?.role);
  const { page, search, setPage, setSearch } = useListParams();
  const { data, error, isLoading, mutate } = useProperties(page, search);
  const switchProperty = useSwitchProperty();
  const deleteProperty = useDeleteProperty();
  const { chosen: toDelete, choose: setToDelete, dialog: toDeleteDialog } = useChosen<Property>();
  const isAdmin = can(role, 'properties.create');

  const remove = async () => {
    if (!toDelete) return;
    const result = await deleteProperty.trigger(toDelete._id);
    if (!result.ok) throw result.error;
  };

  return (
    <Page>
      <PageHeader
        title="Properties"
        description="Your PGs, hostels, apartments and flats. The tick marks your current property."
        actions={
          isAdmin ? (
            <Button icon={<PlusIcon />} onClick={() => void navigate(href('propertyAdd'))}>
              Add Property
            </Button>
          ) : null
        }
      />
      <div className={layout.stack}>
        <AddedPropertyNextStep />
        <SearchBox label="Search properties" placeholder="Name or city" value={search} onSearch={setSearch} />
        {error && !data ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
        <PropertiesTable
          properties={data?.data}
          loading={isLoading}
          isAdmin={can(role, 'properties.delete')}
          onSwitch={(property) => void switchProperty.trigger(property._id)}
          onView={(property) => void navigate(href('propertyDetail', { id: property._id }))}
          onUpdate={(property) => void navigate(href('propertyUpdate', { id: property._id }))}
          onRemove={setToDelete}
        />
        <Pager label="Properties pages" noun="properties" pagination={data?.pagination} onPage={setPage} />
      </div>
      <ConfirmDelete resource="Property" name={toDelete?.name} {...toDeleteDialog} onConfirm={remove} />
    </Page>
  );
}

/** /app/properties (SPEC §2 Properties list). */
export default function PropertiesPage() {
  return (
    <ErrorBoundary>
      <Properties />
    </ErrorBoundary>
  );
}
