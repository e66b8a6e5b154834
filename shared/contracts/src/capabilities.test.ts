import { can, CAPABILITIES, CAPABILITY_NAMES } from './capabilities';
import { isAdminRole, isStaffRole, ROLES } from './enums';

describe('roles', () => {
  it('calls SUPER_ADMIN and OWNER admins, and every staff role staff', () => {
    expect(ROLES.filter((role) => isAdminRole(role))).toEqual(['OWNER', 'SUPER_ADMIN']);
    expect(ROLES.filter((role) => isStaffRole(role))).toEqual(['OWNER', 'SUPER_ADMIN', 'MANAGER']);
    expect(isAdminRole(undefined)).toBe(false);
  });
});

describe('can', () => {
  it('follows the permissions table of DESIGN §4', () => {
    const holders = (capability: (typeof CAPABILITY_NAMES)[number]) =>
      ROLES.filter((role) => can(role, capability));
    expect(holders('managers.manage')).toEqual(['OWNER', 'SUPER_ADMIN']);
    // Admins switch among every property, a manager among the assigned ones (issue 22).
    expect(holders('properties.switch')).toEqual(['OWNER', 'SUPER_ADMIN', 'MANAGER']);
    expect(holders('properties.view')).toEqual(['OWNER', 'SUPER_ADMIN', 'MANAGER']);
    expect(holders('properties.update')).toEqual(['OWNER', 'SUPER_ADMIN', 'MANAGER']);
    // Where every tenant's payment goes: a manager may update the property, not its UPI ID.
    expect(holders('properties.changeUpiId')).toEqual(['OWNER', 'SUPER_ADMIN']);
    expect(holders('tenants.manage')).toEqual(['OWNER', 'SUPER_ADMIN', 'MANAGER']);
    expect(holders('tenants.viewOwn')).toEqual(['TENANT']);
    expect(holders('complaints.create')).toEqual(['TENANT']);
  });

  it('gives OWNER everything SUPER_ADMIN has, and a signed-out caller nothing', () => {
    for (const capability of CAPABILITY_NAMES) {
      expect([capability, can('OWNER', capability)]).toEqual([capability, can('SUPER_ADMIN', capability)]);
      expect(can(null, capability)).toBe(false);
    }
    expect(Object.keys(CAPABILITIES)).toEqual(CAPABILITY_NAMES);
  });
});
