import { upiNoteFor, upiUri } from './upi';

describe('upiUri', () => {
  it('writes payee, amount in rupees with 2 decimals, INR and the note, spaces as %20', () => {
    expect(upiUri({ id: 'sunrisepg@okaxis', name: 'Sunrise PG' }, 950050, 'INV-2026-000007')).toBe(
      'upi://pay?pa=sunrisepg%40okaxis&pn=Sunrise%20PG&am=9500.50&cu=INR&tn=INV-2026-000007',
    );
  });
});

describe('upiNoteFor', () => {
  it('names one invoice by its number', () => {
    expect(upiNoteFor(['INV-2026-000007'])).toBe('INV-2026-000007');
  });
  it('names several with their shared prefix once', () => {
    expect(upiNoteFor(['INV-2026-000007', 'INV-2026-000012', 'INV-2026-000019'])).toBe(
      'INV-2026-000007,000012,000019',
    );
  });
  it('keeps whole numbers across years', () => {
    expect(upiNoteFor(['INV-2026-000007', 'INV-2027-000001'])).toBe('INV-2026-000007,INV-2027-000001');
  });
  it('says how many more when the list would be too long for UPI apps', () => {
    const ids = Array.from({ length: 8 }, (_, i) => `INV-2026-00001${i}`);
    expect(upiNoteFor(ids)).toBe('INV-2026-000010 +7 more');
  });
});
