// A complaint as the API answers it, for the component tests.
import type { Complaint } from '@pgportal/contracts/types';

export function sampleComplaint(overrides: Partial<Complaint> = {}): Complaint {
  return {
    _id: 'c1',
    issue: 'The fan in my room is broken',
    status: 'PENDING',
    category: 'ELECTRICAL',
    images: [],
    propertyId: { _id: 'p1', name: 'Sunrise PG' },
    roomId: { _id: 'r1', roomNumber: '101' },
    bedId: { _id: 'b1', bedNumber: 2 },
    tenantId: { _id: 't1', fullName: 'ravi sharma', phoneNumber: '9000000003', profilePhoto: null },
    history: [
      {
        from: null,
        to: 'PENDING',
        changedBy: { _id: 't1', name: 'ravi sharma' },
        note: null,
        at: '2026-11-04T10:00:00.000Z',
      },
    ],
    createdAt: '2026-11-04T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    ...overrides,
  };
}

export const images = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    _id: `i${index + 1}`,
    url: `/api/v1/files/complaint-images/${index + 1}.png`,
  }));
