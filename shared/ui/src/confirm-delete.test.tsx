import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDelete } from './confirm-delete';

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
