import { fireEvent, render, screen } from '@testing-library/react';
import { FileField } from './file-field';

const MB = 1024 * 1024;
const fileOf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('FileField with a limit (issue 42)', () => {
  it('says the limit before the upload starts, unless its hint already does', () => {
    render(
      <>
        <FileField label="Photo" maxMegabytes={5} />
        <FileField label="Bill" hint="Optional. A PDF or an image, up to 10 MB." maxMegabytes={10} />
        <FileField label="Statement" hint="As your bank exports it." maxMegabytes={10} />
      </>,
    );
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('Up to 5 MB.');
    expect(screen.getByLabelText('Bill')).toHaveAccessibleDescription(
      'Optional. A PDF or an image, up to 10 MB.',
    );
    expect(screen.getByLabelText('Statement')).toHaveAccessibleDescription(
      'As your bank exports it. Up to 10 MB.',
    );
  });

  it('refuses a larger file as it is chosen: a clear message, and the field is emptied', () => {
    const onChange = jest.fn((event: { target: HTMLInputElement }) => event.target.value);
    render(<FileField label="Photo" maxMegabytes={5} onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Photo');
    fireEvent.change(input, { target: { files: [fileOf('holiday.png', 6 * MB)] } });
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('holiday.png is larger than 5 MB. Choose a smaller file.'),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.results[0]?.value).toBe('');

    fireEvent.change(input, { target: { files: [fileOf('small.png', MB)] } });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Up to 5 MB.');
  });
});
