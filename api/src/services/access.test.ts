import { PgDialect } from 'drizzle-orm/pg-core';
import { tenants, type TenantRow } from '../db/schema';
import { staffScope, tenantScope } from './access';
import type { StaffRow } from './users/read';

const staff = (role: StaffRow['role'], assigned: string[], current: string | null = null) =>
  ({ id: 'u1', role, assignedPropertyIds: assigned, currentPropertyId: current }) as StaffRow;
const sqlOf = (scope: ReturnType<typeof staffScope>) =>
  new PgDialect().sqlToQuery(scope.propertyFilter(tenants.propertyId));

describe('access scope', () => {
  it('gives admins every property, a row of no property included', () => {
    for (const role of ['SUPER_ADMIN', 'OWNER'] as const) {
      const scope = staffScope(staff(role, [], 'p9'));
      expect(scope.propertyIds).toBe('all');
      expect(scope.includes(null)).toBe(true);
      expect(sqlOf(scope).sql).toBe('true');
      expect(scope.currentPropertyId).toBe('p9');
    }
  });

  it('limits a manager to the assigned properties', () => {
    const scope = staffScope(staff('MANAGER', ['p1', 'p2'], 'p2'));
    expect([scope.includes('p1'), scope.includes('p3'), scope.includes(null)]).toEqual([true, false, false]);
    expect(sqlOf(scope)).toMatchObject({ sql: '"tenants"."property_id" in ($1, $2)', params: ['p1', 'p2'] });
    expect(scope.currentPropertyId).toBe('p2');
    expect(scope.can('tenants.manage')).toBe(true);
    expect(scope.can('managers.manage')).toBe(false);
    expect(() => scope.requireProperty('p3', 'Property not found')).toThrow('Property not found');
  });

  it('matches nothing for a manager without properties, and keeps their current property theirs', () => {
    expect(sqlOf(staffScope(staff('MANAGER', [], 'p1'))).sql).toBe('false');
    expect(staffScope(staff('MANAGER', [], 'p1')).currentPropertyId).toBeNull();
    expect(staffScope(staff('MANAGER', ['p4', 'p5'], 'p1')).currentPropertyId).toBe('p5');
  });

  it('scopes a tenant to their own property', () => {
    const scope = tenantScope({ id: 't1', propertyId: 'p1' } as TenantRow);
    expect([scope.role, scope.includes('p1'), scope.includes('p2')]).toEqual(['TENANT', true, false]);
    expect(scope.can('complaints.create')).toBe(true);
    expect(tenantScope({ id: 't2', propertyId: null } as TenantRow).propertyIds).toEqual([]);
  });
});
