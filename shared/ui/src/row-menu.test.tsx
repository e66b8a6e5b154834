import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowMenu } from './row-menu';

describe('RowMenu', () => {
  it('opens from its named button and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onUpdate = jest.fn();
    const onDelete = jest.fn();
    render(
      <RowMenu
        label="Actions for Ravi Kumar"
        items={[
          { label: 'Resend', onSelect: jest.fn(), hidden: true },
          { label: 'Update', onSelect: onUpdate },
          { label: 'Delete', onSelect: onDelete, danger: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Ravi Kumar' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Update', 'Delete']);
    expect(screen.queryByRole('menuitem', { name: 'Resend' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    const onUpdate = jest.fn();
    render(<RowMenu label="Actions for Room 101" items={[{ label: 'Update', onSelect: onUpdate }]} />);
    screen.getByRole('button', { name: 'Actions for Room 101' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Enter}');
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('is disabled when every item is hidden', () => {
    render(
      <RowMenu label="Actions for Bed 1" items={[{ label: 'Vacate', onSelect: jest.fn(), hidden: true }]} />,
    );
    expect(screen.getByRole('button', { name: 'Actions for Bed 1' })).toBeDisabled();
  });
});
