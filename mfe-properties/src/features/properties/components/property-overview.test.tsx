import { render, screen } from '@testing-library/react';
import type { PropertyDetail } from '@pgportal/contracts/types';
import { PropertyOverview } from './property-overview';

const property = (monthlyRevenue: number) =>
  ({
    _id: 'p1',
    name: 'Sunrise PG',
    category: 'PG',
    allowedFor: 'MIXED',
    description: '',
    rules: '',
    address: { fullAddress: '', area: 'HSR Layout', city: 'Bengaluru', pinCode: '560102' },
    coverImage: null,
    amenities: [],
    totalRooms: 3,
    totalBeds: 10,
    availableBeds: 7,
    assignedTenants: 3,
    rooms: [],
    monthlyRevenue,
  }) as unknown as PropertyDetail;

/** The value of a figure by its label (a description list). */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the property overview', () => {
  it("shows this month's collection as Monthly Revenue, not a fixed ₹0", () => {
    render(<PropertyOverview property={property(8000.75)} />);
    expect(figure('Monthly Revenue')).toBe('₹8,000.75');
    expect(figure('Total Tenants')).toBe('3');
  });

  it('shows ₹0 when nothing was collected this month', () => {
    render(<PropertyOverview property={property(0)} />);
    expect(figure('Monthly Revenue')).toBe('₹0');
  });
});
