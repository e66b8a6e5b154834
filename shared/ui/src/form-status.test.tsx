import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormActions } from './form-actions';
import { useFormStatus, useReportStatus, type FormStatus } from './form-status';
import { Modal } from './modal';

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
  const [status, setStatus] = useFormStatus();
  const [showForm, setShowForm] = useState(true);
  return (
    <>
      <p>{`busy ${status.busy}, dirty ${status.dirty}`}</p>
      <Modal open={open} onOpenChange={setOpen} title="Add Note" {...status}>
        <button type="button" onClick={() => setShowForm(false)}>
          Remove form
        </button>
        {showForm ? <Form onStatusChange={setStatus} /> : <p>No form</p>}
      </Modal>
    </>
  );
}

describe('a modal form status', () => {
  it("the form reports its changes to the modal, which asks before Esc discards them; it is idle once the form goes", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('busy false, dirty false')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Leaky tap');
    expect(screen.getByText('busy false, dirty true')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await user.click(screen.getByRole('button', { name: 'Remove form' }));
    expect(screen.getByText('busy false, dirty false')).toBeInTheDocument();
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
