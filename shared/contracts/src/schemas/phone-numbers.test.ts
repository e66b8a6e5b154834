import { propertySchema } from './properties';
import { formatPhone } from '../format/phone';
import { INVALID_CONTACT_PHONE, INVALID_MOBILE } from './messages';
import { emergencyContactSchema, indianMobile, localGuardianSchema } from './tenants';
import { accountUpdateSchema, managerCreateSchema } from './users';

// Phone numbers are stored in one form: an Indian number as its 10 digits (SPEC §1 shows them).
describe('phone numbers in the schemas', () => {
  it("store a tenant's mobile as 10 digits, whatever prefix and separators were typed", () => {
    for (const typed of ['+91 98765 43210', '+91-98765-43210', '098765 43210', '9876543210']) {
      expect(indianMobile.parse(typed)).toBe('9876543210');
    }
    expect(emergencyContactSchema.parse({ phone: '+91 98765 00099' }).phone).toBe('9876500099');
    expect(localGuardianSchema.parse({ contactNumber: '0 98765-00098' }).contactNumber).toBe('9876500098');
  });

  it("keep a guardian's landline with its STD code as typed, and refuse a number that is neither", () => {
    expect(localGuardianSchema.parse({ contactNumber: '080-2345 6789' }).contactNumber).toBe('080-2345 6789');
    expect(localGuardianSchema.parse({ contactNumber: ' (0522)  2345678 ' }).contactNumber).toBe('(0522) 2345678');
    expect(emergencyContactSchema.parse({ phone: '0522 2345678' }).phone).toBe('0522 2345678');
    expect(formatPhone('080-2345 6789')).toBe('080-2345 6789');
    // a mobile typed with a trunk 0 stays a mobile
    expect(emergencyContactSchema.parse({ phone: '098765 43210' }).phone).toBe('9876543210');
    const wrong = localGuardianSchema.safeParse({ contactNumber: '080-2345' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(INVALID_CONTACT_PHONE);
  });

  it('refuse a mobile that is not 10 digits', () => {
    const result = indianMobile.safeParse('+91 98765 4321');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_MOBILE);
  });

  it("store a staff member's number the same way, and keep an international one as + and digits", () => {
    const manager = { name: 'Asha', email: 'asha@example.com', role: 'MANAGER' } as const;
    expect(managerCreateSchema.parse({ ...manager, phoneNumber: '+91 98765 43210' }).phoneNumber).toBe(
      '9876543210',
    );
    expect(accountUpdateSchema.parse({ name: 'Asha', phoneNumber: '+44 20 7946 0958' }).phoneNumber).toBe(
      '+442079460958',
    );
  });

  it("store a property's contact number the same way", () => {
    const contactNumber = propertySchema.shape.contactNumber;
    expect(contactNumber.parse('+91 80234 56789')).toBe('8023456789');
    expect(contactNumber.parse(undefined)).toBe('');
  });
});
