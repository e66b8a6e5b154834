import { suggester, type TenantDue } from './suggest';

const due = (fullName: string, phoneNumber: string, duePaise = 800000): TenantDue => ({
  tenantId: fullName,
  fullName,
  phoneNumber,
  duePaise,
  invoiceId: `i-${fullName}`,
  invoiceNumber: `INV-2026-${fullName.length.toString().padStart(6, '0')}`,
});

describe('suggestions', () => {
  const suggest = suggester([
    due('Bench Tenant 1', '9000000001'),
    due('Bench Tenant 10', '9000000010'),
    due('asha rao', '9876543210', 950050),
  ]);

  it('names a tenant by their whole name as words, or their phone number', () => {
    expect(suggest(800000, 'IMPS/Bench Tenant 10/rent')?.fullName).toBe('Bench Tenant 10');
    expect(suggest(800000, 'IMPS/BENCH TENANT 1/rent')?.fullName).toBe('Bench Tenant 1');
    expect(suggest(950050, 'UPI/ASHARAO/okaxis')?.fullName).toBe('asha rao');
    expect(suggest(950050, 'UPI/9876543210@ybl/rent')?.fullName).toBe('asha rao');
    expect(suggest(950050, 'NEFT/919876543210')?.fullName).toBe('asha rao');
  });

  it('suggests no one for another amount, a part of a name or digits inside a longer number', () => {
    expect(suggest(950051, 'UPI/ASHA RAO')).toBeNull();
    expect(suggest(950050, 'UPI/ASHA RAOSAHEB')).toBeNull();
    expect(suggest(950050, 'UTR 4129876543210777')).toBeNull();
    expect(suggest(800000, 'IMPS/Bench Tenant/rent')).toBeNull();
  });

  it('suggests no one when the narration names two tenants who owe that amount', () => {
    const twins = suggester([
      due('Ravi Kumar', '9000000001'),
      { ...due('Ravi Kumar', '9000000002'), tenantId: 't2' },
    ]);
    expect(twins(800000, 'UPI/RAVI KUMAR')).toBeNull();
    expect(twins(800000, 'UPI/9000000002@ybl')?.tenantId).toBe('t2');
    const apart = suggester([
      due('Ravi Kumar', '9000000001'),
      { ...due('Ravi Kumar', '9000000002', 5000), tenantId: 't2' },
    ]);
    expect(apart(5000, 'UPI/RAVI KUMAR')?.tenantId).toBe('t2');
  });
});
