// Photos over 5 MB are made smaller before upload (issue 22). The library is mocked here only: the
// e2e journey complaint-categories-and-notes.spec.ts resizes a real photo in the browser.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { sampleComplaint } from '../sample-complaint';
import { ComplaintFormModal } from './complaint-form-modal';

jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = imageCompression as jest.MockedFunction<typeof imageCompression>;

const MB = 1024 * 1024;
const photo = (name: string, bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeAll(() => {
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
  compress.mockReset();
});

function openCreate(title = 'Create Complaint') {
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
  return screen.getByRole('dialog', { name: title });
}

describe('large photos', () => {
  it('makes a photo over 5 MB smaller in the browser and sends the smaller one', async () => {
    const user = userEvent.setup();
    // small enough together to be sent without the progress bar's XMLHttpRequest
    compress.mockImplementation(async (file) => photo(`${file.name}-small`, 300_000));
    const api = mockApi({ 'POST /complaint/create': () => ok(sampleComplaint()) });
    const dialog = openCreate();
    await user.type(within(dialog).getByRole('textbox', { name: /Issue/ }), 'Water on the floor');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Plumbing');
    await user.upload(within(dialog).getByLabelText(/Images/), [
      photo('small.jpg', 100_000),
      photo('floor.jpg', 7 * MB),
    ]);
    const chosen = await within(dialog).findByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getByRole('img', { name: 'floor.jpg' })).toBeInTheDocument();
    expect(compress).toHaveBeenCalledTimes(1);
    expect(compress.mock.calls[0]![0].name).toBe('floor.jpg');
    expect(compress.mock.calls[0]![1]).toMatchObject({ maxSizeMB: 4.5, useWebWorker: false });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Complaint' }));
    expect(await screen.findByText('Complaint Created Successfully')).toBeInTheDocument();
    const sent = (api.callsTo('POST', '/complaint/create')[0]!.body as FormData).getAll(
      'complaintImages',
    ) as File[];
    expect(sent.map((file) => [file.name, file.size])).toEqual([
      ['small.jpg', 100_000],
      ['floor.jpg', 300_000],
    ]);
  });

  it('says which photo could not be brought under 5 MB, and keeps the others', async () => {
    const user = userEvent.setup();
    compress.mockImplementation(async (file) =>
      file.name === 'huge.png' ? photo('huge.png', 6 * MB, 'image/png') : photo(file.name, MB),
    );
    const dialog = openCreate();
    await user.upload(within(dialog).getByLabelText(/Images/), [
      photo('huge.png', 40 * MB, 'image/png'),
      photo('big.jpg', 6 * MB),
    ]);
    expect(
      await within(dialog).findByText(
        'huge.png is still over 5 MB after making it smaller. Choose a smaller photo, or take it again at a lower resolution.',
      ),
    ).toBeInTheDocument();
    const chosen = within(dialog).getByRole('list', { name: 'Chosen images' });
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['big.jpg']);
  });

  it('says so in Hindi to a Hindi tenant, naming both photos', async () => {
    useLanguage.getState().setLanguage('hi');
    const user = userEvent.setup();
    compress.mockImplementation(async (file) => photo(file.name, 6 * MB, 'image/png'));
    const dialog = openCreate('शिकायत दर्ज करें');
    await user.upload(within(dialog).getByLabelText(/तस्वीरें/), [
      photo('huge.png', 40 * MB, 'image/png'),
      photo('big.png', 7 * MB, 'image/png'),
    ]);
    expect(
      await within(dialog).findByText(
        'छोटी करने के बाद भी huge.png, big.png 5 MB से बड़ी हैं। कोई छोटी फ़ोटो चुनें, या कम रिज़ॉल्यूशन पर फिर से फ़ोटो लें।',
      ),
    ).toBeInTheDocument();
  });

  it('still refuses a file that is not an image, without trying to resize it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = openCreate();
    await user.upload(within(dialog).getByLabelText(/Images/), photo('notes.pdf', 8 * MB, 'application/pdf'));
    expect(within(dialog).getByText('Choose an image file (JPEG, PNG or WebP).')).toBeInTheDocument();
    expect(compress).not.toHaveBeenCalled();
  });

  it('waits for the resize before the complaint can be sent', async () => {
    const user = userEvent.setup();
    let finish: (file: File) => void = () => undefined;
    compress.mockImplementation(() => new Promise<File>((resolve) => (finish = resolve)));
    const dialog = openCreate();
    await user.upload(within(dialog).getByLabelText(/Images/), photo('slow.jpg', 9 * MB));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Making large photos smaller…');
    expect(within(dialog).getByRole('button', { name: 'Add Complaint' })).toBeDisabled();
    finish(photo('slow.jpg', 3 * MB));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Complaint' })).toBeEnabled());
    expect(within(dialog).queryByText('Making large photos smaller…')).not.toBeInTheDocument();
  });
});
