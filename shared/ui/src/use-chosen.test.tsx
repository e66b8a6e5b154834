import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDelete } from './confirm-delete';
import { useChosen } from './use-chosen';

const ROOMS = ['101', '102'];

function Rooms({ onDelete }: { onDelete: (room: string) => void }) {
  const { chosen, choose, dialog } = useChosen<string>();
  return (
    <>
      {ROOMS.map((room) => (
        <button key={room} type="button" onClick={() => choose(room)}>{`Delete ${room}`}</button>
      ))}
      <ConfirmDelete
        resource="Room"
        name={chosen ?? undefined}
        {...dialog}
        onConfirm={() => onDelete(chosen!)}
      />
    </>
  );
}

describe('useChosen', () => {
  it('opens the dialog on the chosen row and forgets it when the dialog closes', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    render(<Rooms onDelete={onDelete} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete 102' }));
    expect(screen.getByRole('dialog', { name: 'Delete Room' })).toHaveTextContent('102');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete 101' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('101');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
