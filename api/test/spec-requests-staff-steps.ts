// The first SPEC §7 write calls of spec-requests.test.ts, in its order: signing staff in, the
// managers, a property, its room. Each step quotes its SPEC §7 line.
import {
  MANAGER_EMAIL,
  cookieOf,
  png,
  propertyForm,
  tokenMailedTo,
  type Step,
} from './spec-requests-fixtures';

export const STAFF_AND_PLACE_STEPS: Step[] = [
  // Authentication (staff)
  {
    spec: 'POST /auth/login, body {email}.',
    call: 'POST /auth/login',
    body: () => ({ json: { email: 'admin@example.com' } }),
    message: 'OTP has been sent to your email',
  },
  {
    spec: 'POST /auth/verify-otp, body {email, otp}; data is the user.',
    call: 'POST /auth/verify-otp',
    body: (_world, t) => ({ json: { email: 'admin@example.com', otp: t.lastCode('admin@example.com') } }),
    message: 'OTP verified successfully',
    then: (data: { email: string }, world, _t, response) => {
      expect(data.email).toBe('admin@example.com');
      world.admin = cookieOf(response, 'token');
    },
  },
  // Users and managers
  {
    spec: 'POST /user/add, multipart: name, email, phoneNumber, role, avatar.',
    call: 'POST /user/add',
    as: 'admin',
    body: () => ({
      multipart: { name: 'Asha Verma', email: MANAGER_EMAIL, phoneNumber: '9876500011', role: 'MANAGER' },
      files: [png('avatar')],
    }),
    message: 'Manager Added Successfully',
    then: (data: { _id: string; email: string }, world) => {
      expect(data.email).toBe(MANAGER_EMAIL);
      world.managerId = data._id;
    },
  },
  {
    spec: 'PUT /user/update-profile/{id}, multipart. (the manager form: name, email, phoneNumber, role, avatar)',
    call: 'PUT /user/update-profile/{managerId}',
    as: 'admin',
    body: () => ({
      multipart: { name: 'Asha Varma', email: MANAGER_EMAIL, phoneNumber: '9876500011', role: 'MANAGER' },
      files: [png('avatar')],
    }),
    message: 'Manager Details Updated Successfully',
    then: (data: { name: string }) => expect(data.name).toBe('Asha Varma'),
  },
  {
    spec: 'POST /user/resend-verification-token/{managerId}, empty body.',
    call: 'POST /user/resend-verification-token/{managerId}',
    as: 'admin',
    message: 'Verification Email Sent Successfully',
  },
  {
    spec: 'POST /user/verify-email, body {token} (manager link).',
    call: 'POST /user/verify-email',
    body: (_world, t) => ({ json: { token: tokenMailedTo(t, MANAGER_EMAIL) } }),
    message: 'Email Verified!',
  },
  {
    spec: 'PUT /user/update-profile-details, user details (multipart: name, email, phoneNumber, optional avatar)',
    call: 'PUT /user/update-profile-details',
    as: 'admin',
    body: () => ({
      multipart: { name: 'Super Admin', email: 'admin@example.com', phoneNumber: '9876500015' },
      files: [png('avatar')],
    }),
    message: 'User Details Updated Successfully',
  },
  // Properties
  {
    spec: "POST /property/add, multipart: name, description, allowedFor, rules, contactNumber, coverImage (file), category, hasCanteen as 'true'/'false', address (JSON), amenities (JSON).",
    call: 'POST /property/add',
    as: 'admin',
    body: () => propertyForm('Spec Lane PG'),
    message: 'Property has been added successfully',
    then: (data: { _id: string }, world) => {
      world.propertyId = data._id;
    },
  },
  {
    spec: 'PUT /property/update/{id}, same form.',
    call: 'PUT /property/update/{propertyId}',
    as: 'admin',
    body: () => propertyForm('Spec Lane PG Annexe'),
    message: 'Property Updated Successfully',
    then: (data: { name: string }) => expect(data.name).toBe('Spec Lane PG Annexe'),
  },
  {
    spec: 'POST /property/assign-manager, body {propertyId, managerId}.',
    call: 'POST /property/assign-manager',
    as: 'admin',
    body: (world) => ({ json: { propertyId: world.propertyId, managerId: world.demoManagerId } }),
    message: 'Manager assigned successfully',
  },
  {
    spec: 'PATCH /property/set-current-property/{id}, empty body.',
    call: 'PATCH /property/set-current-property/{propertyId}',
    as: 'admin',
    message: 'You have successfully switched to another property.',
  },
  // Rooms and beds (the room goes to the current property: the spec sends no propertyId)
  {
    spec: 'POST /room/create, multipart: roomNumber, floor, bedCapacity, roomImage (file), amenities (JSON list).',
    call: 'POST /room/create',
    as: 'admin',
    body: () => ({
      multipart: {
        roomNumber: '101',
        floor: '1',
        bedCapacity: '2',
        amenities: JSON.stringify([{ name: 'Fan' }]),
      },
      files: [png('roomImage')],
    }),
    message: 'Room has been added successfully',
    then: (data: { _id: string; beds: Array<{ _id: string }> }, world) => {
      expect(data.beds).toHaveLength(2);
      world.roomId = data._id;
      world.bedId = data.beds[0]!._id;
    },
  },
  {
    spec: 'PUT /room/update/{roomId}, multipart: roomNumber, floor, roomImage, amenities.',
    call: 'PUT /room/update/{roomId}',
    as: 'admin',
    body: () => ({
      multipart: {
        roomNumber: '102',
        floor: '1',
        amenities: JSON.stringify([{ name: 'Fan', available: true }]),
      },
      files: [png('roomImage')],
    }),
    message: 'Room Updated Successfully',
  },
];
