import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDelete } from './confirm-delete';
import { RowMenu } from './row-menu';

describe('ConfirmDelete', () => {
  it('shows the spec texts, without the permanent warning for a soft delete', () => {
    render(<ConfirmDelete resource="Manager" open onOpenChange={() => {}} onConfirm={async () => {}} />);
    expect(screen.getByRole('dialog', { name: 'Delete Manager' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to delete this Manager?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByText('This action cannot be undone.')).not.toBeInTheDocument();
  });

  it('warns when the deletion is permanent', () => {
    render(
      <ConfirmDelete
        resource="Room"
        open
        onOpenChange={() => {}}
        onConfirm={async () => {}}
        softDelete={false}
      />,
    );
    expect(screen.getByText('This action cannot be undone.')).toBeInTheDocument();
  });

  it("shows 'Deleting...' while pending, then closes", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = jest.fn();
    render(<ConfirmDelete resource="Manager" open onOpenChange={onOpenChange} onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open when the deletion fails', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    const onConfirm = jest.fn(() => Promise.reject(new Error('nope')));
    render(<ConfirmDelete resource="Manager" open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('button', { name: 'Delete' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Cancel closes without deleting', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    const onConfirm = jest.fn();
    render(<ConfirmDelete resource="Manager" open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

/** A row whose menu opens the delete dialog, as on the managers page. */
function Row({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowMenu
        label="Actions for Asha"
        items={[{ label: 'Delete', onSelect: () => setOpen(true), danger: true }]}
      />
      <ConfirmDelete resource="Manager" open={open} onOpenChange={setOpen} onConfirm={onConfirm} />
    </>
  );
}

async function openFromMenu(user: ReturnType<typeof userEvent.setup>) {
  const menuButton = screen.getByRole('button', { name: 'Actions for Asha' });
  await user.click(menuButton);
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  await screen.findByRole('dialog', { name: 'Delete Manager' });
  return menuButton;
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('ConfirmDelete focus', () => {
  it("gives focus back to the row menu's button after Delete", async () => {
    const user = userEvent.setup();
    render(<Row onConfirm={async () => {}} />);
    const menuButton = await openFromMenu(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await dialogGone();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it("gives focus back to the row menu's button after Cancel and after Esc", async () => {
    const user = userEvent.setup();
    render(<Row onConfirm={async () => {}} />);
    let menuButton = await openFromMenu(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    await waitFor(() => expect(menuButton).toHaveFocus());

    menuButton = await openFromMenu(user);
    await user.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('stays open on Esc while deleting', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    render(<Row onConfirm={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await openFromMenu(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('button', { name: 'Deleting...' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete Manager' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    finish();
    await dialogGone();
  });
});
