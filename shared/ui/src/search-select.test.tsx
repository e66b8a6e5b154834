import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';
import { useState } from 'react';
import { SearchSelect } from './search-select';
import type { SearchOption } from './search-select';

const OPTIONS: SearchOption[] = [
  { value: 't1', label: 'Arjun Mehta' },
  { value: 't2', label: 'Asha Rao' },
  { value: 't3', label: 'Ravi Kumar' },
];

function Harness() {
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState<SearchOption | null>(null);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <p>chosen: {selected?.label ?? 'none'}</p>
      <Modal open={open} onOpenChange={setOpen} title="Assign Tenant">
        <SearchSelect
          label="Tenant"
          selected={selected}
          onSelect={setSelected}
          onSearch={() => undefined}
          options={OPTIONS}
        />
        <label>
          Rent
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('SearchSelect in a dialog', () => {
  it('Esc closes only its open list; the next Esc closes the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = await screen.findByRole('combobox', { name: 'Tenant' });
    await user.click(field);
    expect(screen.getByRole('listbox', { name: 'Tenant' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Assign Tenant' })).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
  });

  it('arrows move the active option while focus stays in the field; Enter chooses it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = await screen.findByRole('combobox', { name: 'Tenant' });
    await user.click(field);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const ravi = screen.getByRole('option', { name: 'Ravi Kumar' });
    expect(field).toHaveAttribute('aria-activedescendant', ravi.id);
    expect(ravi).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Asha Rao' }).id,
    );
    await user.keyboard('{Enter}');
    expect(screen.getByText('chosen: Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('its list is no Tab stop: Tab goes from the field to the next field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = await screen.findByRole('combobox', { name: 'Tenant' });
    await user.click(field);
    expect(screen.getByRole('listbox', { name: 'Tenant' })).toHaveAttribute('tabindex', '-1');
    for (const option of screen.getAllByRole('option')) expect(option).not.toHaveAttribute('tabindex');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Rent' })).toHaveFocus();
  });
});

describe('SearchSelect choosing', () => {
  it('a click chooses; typing again drops the choice but keeps the text; leaving the field chooses nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = await screen.findByRole('combobox', { name: 'Tenant' });
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'Ravi Kumar' }));
    expect(screen.getByText('chosen: Ravi Kumar')).toBeInTheDocument();
    expect(field).toHaveValue('Ravi Kumar');
    expect(field).toHaveFocus();

    await user.type(field, 'x');
    expect(screen.getByText('chosen: none')).toBeInTheDocument();
    expect(field).toHaveValue('Ravi Kumarx');

    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.getByText('chosen: none')).toBeInTheDocument();
    expect(field).toHaveValue('Ravi Kumarx');
  });

  it('asks for matches of what is typed after a pause, and says when there are none', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(
      <SearchSelect label="Room" selected={null} onSelect={jest.fn()} onSearch={onSearch} options={[]} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Room' }), '10');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('10'));
    expect(screen.getByRole('listbox', { name: 'Room' })).toHaveTextContent('No matches');
  });
});
