import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

/** A minimal picker: a combobox whose list opens on focus and closes on Esc (as a real one does). */
function Picker() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <input
        aria-label="Tenant"
        role="combobox"
        aria-expanded={open}
        aria-controls="tenant-list"
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      {open ? (
        <ul id="tenant-list" role="listbox" aria-label="Tenant">
          <li role="option" aria-selected>
            Asha Rao
          </li>
        </ul>
      ) : null}
    </>
  );
}

function Harness({ dirty = false }: { dirty?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'is open' : 'is closed'}</p>
      <Modal open={open} onOpenChange={setOpen} title="Assign Tenant" dirty={dirty}>
        <Picker />
        <input aria-label="Rent" />
      </Modal>
    </>
  );
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Esc in a modal', () => {
  it('closes only the open list of a picker; a second Esc closes the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(await screen.findByRole('combobox', { name: 'Tenant' }));
    expect(screen.getByRole('listbox', { name: 'Tenant' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign Tenant' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await closed();
    expect(screen.getByText('is closed')).toBeInTheDocument();
  });

  it('asks "Discard changes?" when the form has changes; Keep editing stays, Discard closes', async () => {
    const user = userEvent.setup();
    render(<Harness dirty />);
    await user.click(await screen.findByRole('textbox', { name: 'Rent' }));
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(ask).toHaveTextContent('The changes you made in this form are not saved yet.');
    expect(screen.getByText('is open')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Assign Tenant' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await closed();
  });

  it('Esc on the question itself goes back to the form, not out of it', async () => {
    const user = userEvent.setup();
    render(<Harness dirty />);
    await user.click(await screen.findByRole('textbox', { name: 'Rent' }));
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Assign Tenant' })).toBeInTheDocument();
  });

  it('with an open list and changes, Esc still closes only the list (no question)', async () => {
    const user = userEvent.setup();
    render(<Harness dirty />);
    await user.click(await screen.findByRole('combobox', { name: 'Tenant' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign Tenant' })).toBeInTheDocument();
  });
});
