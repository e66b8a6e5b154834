import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { renderPage } from '@pgportal/testing';
import { sampleComplaint } from '../sample-complaint';
import { ComplaintFormModal } from './complaint-form-modal';

/** A stand-in for the browser's XMLHttpRequest: the test drives its upload events. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
}

const realXhr = globalThis.XMLHttpRequest;

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  jest.restoreAllMocks();
  FakeXhr.last = null;
});

it('shows the upload progress of large images, then the success', async () => {
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  const user = userEvent.setup();
  renderPage(
    <ComplaintFormModal
      open
      onOpenChange={() => undefined}
      viewer="tenant"
      complaint={null}
      place={{ propertyId: 'p1', roomId: 'r1', bedId: 'b1' }}
    />,
    { url: '/' },
  );
  const dialog = screen.getByRole('dialog', { name: 'Create Complaint' });
  await user.type(within(dialog).getByRole('textbox', { name: /Issue/ }), 'Mould on the wall');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Cleaning');
  const large = new File([new Uint8Array(600 * 1024)], 'wall.png', { type: 'image/png' });
  await user.upload(within(dialog).getByLabelText(/Images/), large);
  await user.click(within(dialog).getByRole('button', { name: 'Add Complaint' }));

  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  const xhr = FakeXhr.last!;
  expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/v1/complaint/create', true]);
  expect((xhr.body as FormData).get('issue')).toBe('Mould on the wall');
  act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 307_200, total: 614_400 }));
  expect(within(dialog).getByText('Uploading images… 50%')).toBeInTheDocument();
  expect(within(dialog).getByRole('progressbar')).toHaveAttribute('value', '50');

  xhr.status = 201;
  xhr.responseText = JSON.stringify({
    success: true,
    message: 'Complaint Created Successfully',
    data: sampleComplaint(),
  });
  act(() => xhr.onload?.());
  expect(await screen.findByText('Complaint Created Successfully')).toBeInTheDocument();
});
