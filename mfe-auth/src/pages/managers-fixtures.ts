// Managers used by the managers page tests, and the row helpers they share.
import type { User } from '@pgportal/contracts/types';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
export const manager = (overrides: Partial<User>): User => ({
  _id: 'm1',
  name: 'priya sharma',
  email: 'priya@example.com',
  phoneNumber: '9876543210',
  role: 'MANAGER',
  avatar: null,
  assignedPGs: [],
  isVerified: true,
  currentProperty: null,
  ...overrides,
});

export const priya = manager({ assignedPGs: ['p1', 'p2'] });
export const arjun = manager({
  _id: 'm2',
  name: 'ARJUN  mehta',
  email: 'arjun@example.com',
  isVerified: false,
  avatar: { url: '/uploads/arjun.png' },
});
export const owner = manager({ _id: 'm3', name: 'old owner', email: 'owner@example.com', role: 'OWNER' });

export function rowOf(name: string) {
  const row = screen.getByRole('cell', { name: new RegExp(name) }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

export async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}
