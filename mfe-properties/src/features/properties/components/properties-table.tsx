import type { Property } from '@pgportal/contracts/types';
import { Badge, CheckIcon, DataTable, PersonCell, RowMenu, VisuallyHidden, layout } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';

interface PropertiesTableProps {
  properties: readonly Property[] | undefined;
  loading: boolean;
  /** SUPER_ADMIN: Switch on rows that are not current, and Remove */
  isAdmin: boolean;
  onSwitch: (property: Property) => void;
  onView: (property: Property) => void;
  onUpdate: (property: Property) => void;
  onRemove: (property: Property) => void;
}

const place = (property: Property) =>
  [property.address.area, property.address.city].filter(Boolean).join(', ');

/** SPEC §2 Properties list: Property, Category / Allowed, Tenants, Status, row menu; a tick on the current one. */
export function PropertiesTable({
  properties,
  loading,
  isAdmin,
  onSwitch,
  onView,
  onUpdate,
  onRemove,
}: PropertiesTableProps) {
  const columns: DataTableColumn<Property>[] = [
    {
      key: 'property',
      header: 'Property',
      render: (property) => (
        <span className={layout.row}>
          <PersonCell name={property.name} meta={place(property)} avatarUrl={property.coverImage?.url} />
          {property.isCurrent ? (
            <span className={layout.textSuccess} title="Current property">
              <CheckIcon aria-hidden="true" />
              <VisuallyHidden>Current property</VisuallyHidden>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'category',
      header: 'Category / Allowed',
      render: (property) => `${property.category ?? '—'} / ${property.allowedFor ?? '—'}`,
    },
    {
      key: 'tenants',
      header: 'Tenants',
      render: (property) => `${property.assignedTenants} / ${property.totalBeds} beds`,
    },
    { key: 'status', header: 'Status', render: () => <Badge tone="success">Active</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 56,
      align: 'end',
      render: (property) => (
        <RowMenu
          label={`Actions for ${property.name}`}
          items={[
            { label: 'Switch', onSelect: () => onSwitch(property), hidden: !isAdmin || property.isCurrent },
            { label: 'View Details', onSelect: () => onView(property) },
            { label: 'Update', onSelect: () => onUpdate(property) },
            { label: 'Remove', onSelect: () => onRemove(property), danger: true, hidden: !isAdmin },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Properties"
      columns={columns}
      rows={properties}
      getRowId={(property) => property._id}
      loading={loading}
      isRowSelected={(property) => property.isCurrent}
    />
  );
}
