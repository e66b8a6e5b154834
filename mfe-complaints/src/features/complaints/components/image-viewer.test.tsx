import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@pgportal/testing';
import { images } from '../sample-complaint';
import { ImageThumbnails } from './complaint-details';

describe('the image viewer', () => {
  it('opens full screen at the image chosen, cycles with the arrows (wrapping), closes on Esc and gives focus back', async () => {
    const user = userEvent.setup();
    renderPage(<ImageThumbnails images={images(3)} />, { url: '/' });
    const opener = screen.getByRole('button', { name: 'View image 2' });
    await user.click(opener);
    const viewer = screen.getByRole('dialog', { name: 'Complaint images' });
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Image 2 of 3' })).toHaveAttribute(
      'src',
      '/api/v1/files/complaint-images/2.png',
    );
    expect(within(viewer).getAllByRole('button', { name: /Show image/ })).toHaveLength(3);
    expect(within(viewer).getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Show image 1' }));
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('has a close button', async () => {
    const user = userEvent.setup();
    renderPage(<ImageThumbnails images={images(1)} />, { url: '/' });
    await user.click(screen.getByRole('button', { name: 'View image 1' }));
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No image' when there is none", () => {
    renderPage(<ImageThumbnails images={[]} />, { url: '/' });
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});
