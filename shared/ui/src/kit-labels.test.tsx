// Issue 27: the kit's own words are English by default and the app's words under KitLabelsProvider.
import { render, screen } from '@testing-library/react';
import { ApiError } from '@pgportal/contracts/api';
import { KitLabelsProvider, type KitLabels } from './kit-labels';
import { LoadFailed } from './load-failed';
import { Modal } from './modal';
import { Pager } from './pager';

const pagination = { page: 2, limit: 10, total: 25, totalPages: 3 };

const HINDI: Partial<KitLabels> = {
  previous: 'पिछला',
  next: 'अगला',
  pages: 'पेज',
  pageOf: (page, totalPages) => `पेज ${page} / ${totalPages}`,
  close: 'बंद करें',
  tryAgain: 'फिर से कोशिश करें',
  message: (text) => (text === 'Offline' ? 'ऑफ़लाइन' : text),
};

it('speaks English by default', () => {
  render(<Pager pagination={pagination} onPage={() => undefined} />);
  const pager = screen.getByRole('navigation', { name: 'Pages' });
  expect(pager).toHaveTextContent('PreviousPage 2 of 3Next');
});

it('speaks the words the app gives, English for the rest', () => {
  render(
    <KitLabelsProvider labels={HINDI}>
      <Pager pagination={pagination} onPage={() => undefined} noun="शिकायतें" />
      <LoadFailed error={new ApiError(0, 'Offline')} onRetry={() => undefined} />
      <Modal open onOpenChange={() => undefined} title="शिकायत">
        <p>…</p>
      </Modal>
    </KitLabelsProvider>,
  );
  const pager = screen.getByRole('navigation', { name: 'पेज', hidden: true });
  expect(pager).toHaveTextContent('पिछलापेज 2 / 3 · 25 शिकायतेंअगला');
  expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('ऑफ़लाइनफिर से कोशिश करें');
  expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
});
