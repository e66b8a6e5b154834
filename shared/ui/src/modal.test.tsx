import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';
import * as styles from './modal.module.css';

function Harness({ closeOnOutsideClick }: { closeOnOutsideClick?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'is open' : 'is closed'}</p>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Add Manager"
        description="Invite a colleague."
        closeOnOutsideClick={closeOnOutsideClick}
        footer={<button type="button">Save</button>}
      >
        <p>Form goes here</p>
      </Modal>
    </>
  );
}

const overlay = () => document.querySelector(`.${styles.overlay}`) as HTMLElement;

describe('Modal', () => {
  it('is a named dialog with its description, body and footer', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Add Manager' });
    expect(dialog).toHaveAccessibleDescription('Invite a colleague.');
    expect(screen.getByText('Form goes here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await screen.findByRole('dialog');
    await user.click(overlay());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('is closed')).toBeInTheDocument();
  });

  it('stays open on a click outside when closeOnOutsideClick is false', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnOutsideClick={false} />);
    await screen.findByRole('dialog');
    await user.click(overlay());
    expect(screen.getByRole('dialog', { name: 'Add Manager' })).toBeInTheDocument();
    expect(screen.getByText('is open')).toBeInTheDocument();
  });

  it('closes with Esc and with the Close button', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness closeOnOutsideClick={false} />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
