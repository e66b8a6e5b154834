// Issue 27: the complaint image viewer reads in Hindi on a Hindi tenant's complaints; staff's stays English.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { KitInTenantLanguage } from '../../../i18n/kit-labels';
import { images } from '../sample-complaint';
import { ImageThumbnails } from './complaint-details';

beforeEach(() => useLanguage.getState().setLanguage('hi'));
afterEach(() => act(() => useLanguage.getState().setLanguage('en')));

it("names the viewer, its image, arrows, thumbnails and close button in Hindi on the tenant's side", async () => {
  const user = userEvent.setup();
  renderPage(
    <KitInTenantLanguage>
      <ImageThumbnails images={images(3)} translated />
    </KitInTenantLanguage>,
    { url: '/tenant/complaints' },
  );
  await user.click(screen.getByRole('button', { name: 'तस्वीर 2 देखें' }));
  const viewer = screen.getByRole('dialog', { name: 'शिकायत की तस्वीरें' });
  expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
  expect(within(viewer).getByRole('img', { name: '3 में से तस्वीर 2' })).toBeInTheDocument();
  expect(within(viewer).getByRole('list', { name: 'छोटी तस्वीरें' })).toBeInTheDocument();
  expect(within(viewer).getAllByRole('button', { name: /^तस्वीर \d दिखाएँ$/ })).toHaveLength(3);
  await user.click(within(viewer).getByRole('button', { name: 'अगली तस्वीर' }));
  expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
  await user.click(within(viewer).getByRole('button', { name: 'पिछली तस्वीर' }));
  expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
  expect(within(viewer).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  expect(within(viewer).queryByRole('button', { name: /image|Close/ })).not.toBeInTheDocument();
});

it("stays English for staff whatever the browser's language", async () => {
  const user = userEvent.setup();
  renderPage(<ImageThumbnails images={images(2)} />, { url: '/app/complaints' });
  await user.click(screen.getByRole('button', { name: 'View image 1' }));
  const viewer = screen.getByRole('dialog', { name: 'Complaint images' });
  expect(within(viewer).getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  expect(within(viewer).getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
  expect(within(viewer).getByRole('img', { name: 'Image 1 of 2' })).toBeInTheDocument();
  expect(within(viewer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
});
