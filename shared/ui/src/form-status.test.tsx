import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormActions } from './form-actions';
import { FormModal } from './form-modal';
import { useReportStatus, type FormStatus } from './form-status';

function Form({ onStatusChange }: { onStatusChange: (status: FormStatus) => void }) {
  const [text, setText] = useState('');
  useReportStatus(onStatusChange, false, text !== '');
  return (
    <form aria-label="Note">
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <FormActions submitLabel="Save Note" onCancel={() => undefined} />
    </form>
  );
}

function Harness() {
  const [open, setOpen] = useState(true);
  const [showForm, setShowForm] = useState(true);
  return (
    <>
      <p>{open ? 'modal open' : 'modal closed'}</p>
      <FormModal open={open} onOpenChange={setOpen} title="Add Note">
        {({ onStatusChange }) => (
          <>
            <button type="button" onClick={() => setShowForm(false)}>
              Remove form
            </button>
            {showForm ? <Form onStatusChange={onStatusChange} /> : <p>No form</p>}
          </>
        )}
      </FormModal>
    </>
  );
}

describe('FormModal and useReportStatus', () => {
  it('the form reports its changes, so Esc asks before discarding them; once the form goes, Esc closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Leaky tap');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'Add Note' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove form' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('modal closed')).toBeInTheDocument();
  });
});

describe('FormActions', () => {
  it("shows Cancel beside the submit button, and 'Close' alone without one", () => {
    const { rerender } = render(<FormActions submitLabel="Add Room" onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Room' })).toHaveAttribute('type', 'submit');
    rerender(<FormActions busy submitLabel="Assign" busyLabel="Assigning..." onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Assigning/ })).toBeDisabled();
    rerender(<FormActions onCancel={jest.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
  });
});
