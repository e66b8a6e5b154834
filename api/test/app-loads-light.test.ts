// The server loads its papers' libraries on first use (src/services/pdf/on-demand.ts), and date-fns
// a function at a time: loading the app loads none of them. Every API test file loads the app anew,
// so each of these is paid for hundreds of times in a run.
const mockLoaded: string[] = [];
const mockRecorded = (name: string) => () => {
  mockLoaded.push(name);
  return jest.requireActual(name);
};
jest.mock('pdf-lib', () => mockRecorded('pdf-lib')());
jest.mock('fontkit', () => mockRecorded('fontkit')());
jest.mock('qrcode', () => mockRecorded('qrcode')());
jest.mock('date-fns', () => mockRecorded('date-fns')());

it('loads the app without pdf-lib, fontkit, qrcode or the whole of date-fns', async () => {
  await import('../src/app');
  expect(mockLoaded).toEqual([]);
});

it('loads qrcode when the first QR image is made', async () => {
  const { qrPngDataUrl } = await import('../src/services/pdf/on-demand');
  expect(await qrPngDataUrl('upi://pay?pa=pg@upi')).toMatch(/^data:image\/png;base64,/);
  expect(mockLoaded).toEqual(['qrcode']);
});
