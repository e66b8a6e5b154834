import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';
import { RowMenu } from './row-menu';
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

/** A page with an 'Add Manager' button and a row menu, each opening the modal. */
function Opener({ busy = false, dirty = false }: { busy?: boolean; dirty?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Add Manager
      </button>
      <RowMenu label="Actions for Asha" items={[{ label: 'Update', onSelect: () => setOpen(true) }]} />
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Manager"
        busy={busy}
        dirty={dirty}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Save
            </button>
          </>
        }
      >
        <input aria-label="Name" />
      </Modal>
    </main>
  );
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Modal focus', () => {
  it.each([
    ['Esc', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'Cancel',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    [
      '×',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'Save',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Save' })),
    ],
  ])('goes back to the button that opened it after %s', async (_how, close) => {
    const user = userEvent.setup();
    render(<Opener />);
    const add = screen.getByRole('button', { name: 'Add Manager' });
    await user.click(add);
    await screen.findByRole('dialog', { name: 'Manager' });
    await close(user);
    await closed();
    await waitFor(() => expect(add).toHaveFocus());
  });

  it("goes back to the row menu's button when a menu item opened it", async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const menuButton = screen.getByRole('button', { name: 'Actions for Asha' });
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Update' }));
    await screen.findByRole('dialog', { name: 'Manager' });
    await user.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('does the same when the menu is used with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const menuButton = screen.getByRole('button', { name: 'Actions for Asha' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Manager' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await closed();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });
});

describe('Modal busy and dirty', () => {
  it('cannot be closed by Esc, × or a click outside while busy', async () => {
    const user = userEvent.setup();
    render(<Opener busy />);
    await user.click(screen.getByRole('button', { name: 'Add Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manager' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.click(overlay());
    expect(screen.getByRole('dialog', { name: 'Manager' })).toBeInTheDocument();
  });

  it('asks before a click outside discards changes; Keep editing stays, Discard closes', async () => {
    const user = userEvent.setup();
    render(<Opener dirty />);
    const add = screen.getByRole('button', { name: 'Add Manager' });
    await user.click(add);
    await screen.findByRole('dialog', { name: 'Manager' });
    await user.click(overlay());
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(ask).toHaveTextContent('The changes you made in this form are not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Manager' })).toBeInTheDocument();

    await user.click(overlay());
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await closed();
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('closes on a click outside at once when nothing changed', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Add Manager' }));
    await screen.findByRole('dialog', { name: 'Manager' });
    await user.click(overlay());
    await closed();
  });
});
