import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormDraftNotice } from './form-draft-notice';
import { clearFormDrafts, draftKey } from './form-draft-storage';
import { useFormDraft } from './use-form-draft';

interface Values {
  fullName: string;
  address: { city: string; pinCode: string };
  hasCanteen: boolean;
  photo: FileList | null;
}
const EMPTY: Values = { fullName: '', address: { city: '', pinCode: '' }, hasCanteen: false, photo: null };

function NewTenant({
  owner = 'u1',
  onSaved = () => undefined,
}: {
  owner?: string | null;
  onSaved?: () => void;
}) {
  const form = useForm<Values>({ defaultValues: EMPTY });
  const draft = useFormDraft(form, { name: 'tenant-admission', owner });
  const submit = form.handleSubmit(() => {
    draft.clear();
    onSaved();
  });
  return (
    <form onSubmit={submit} aria-label="New Tenant">
      <FormDraftNotice draft={draft} />
      <input aria-label="Full Name" {...form.register('fullName')} />
      <input aria-label="City" {...form.register('address.city')} />
      <input type="checkbox" aria-label="Has canteen" {...form.register('hasCanteen')} />
      <input type="file" aria-label="Photo" {...form.register('photo')} />
      <button type="submit">Add Tenant</button>
      <p>{form.formState.isDirty ? 'changed' : 'unchanged'}</p>
    </form>
  );
}

const stored = (owner = 'u1') => sessionStorage.getItem(draftKey(owner, 'tenant-admission'));

beforeEach(() => sessionStorage.clear());

describe('useFormDraft', () => {
  it('keeps what is typed (not files) and puts it back, with a notice, when the form opens again', async () => {
    const user = userEvent.setup();
    const first = render(<NewTenant />);
    expect(stored()).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Pune');
    await user.click(screen.getByRole('checkbox', { name: 'Has canteen' }));
    await user.upload(screen.getByLabelText('Photo'), new File(['png'], 'asha.png', { type: 'image/png' }));
    expect(JSON.parse(stored() ?? 'null')).toEqual({
      fullName: 'Asha Rao',
      address: { city: 'Pune', pinCode: '' },
      hasCanteen: true,
      photo: null,
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();

    render(<NewTenant />);
    expect(await screen.findByRole('status')).toHaveTextContent('Your unsaved draft was restored.');
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Pune');
    expect(screen.getByRole('checkbox', { name: 'Has canteen' })).toBeChecked();
    // Restored values read as changes (a dialog would ask before discarding them).
    expect(screen.getByText('changed')).toBeInTheDocument();
  });

  it('is cleared by a successful submit', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    render(<NewTenant onSaved={onSaved} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Asha');
    expect(stored()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    expect(onSaved).toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it('keeps nothing once the form is back to its empty values', async () => {
    const user = userEvent.setup();
    render(<NewTenant />);
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    await user.type(name, 'A');
    expect(stored()).not.toBeNull();
    await user.clear(name);
    expect(stored()).toBeNull();
  });

  it('is one person’s: another does not get it, and without a signed-in person nothing is kept', async () => {
    const user = userEvent.setup();
    const first = render(<NewTenant owner="u1" />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Asha');
    first.unmount();

    const other = render(<NewTenant owner="u2" />);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    other.unmount();

    render(<NewTenant owner={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ravi');
    expect(Object.keys(sessionStorage)).toEqual([draftKey('u1', 'tenant-admission')]);
  });

  it("'Discard draft' empties the form and forgets the draft", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(draftKey('u1', 'tenant-admission'), JSON.stringify({ fullName: 'Asha Rao' }));
    render(<NewTenant />);
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('ignores a draft that cannot be read', () => {
    sessionStorage.setItem(draftKey('u1', 'tenant-admission'), '{not json');
    render(<NewTenant />);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('clearFormDrafts', () => {
  it('removes every draft (sign-out), or all but one person’s (someone signed in), and nothing else', () => {
    sessionStorage.setItem(draftKey('u1', 'tenant-admission'), '{}');
    sessionStorage.setItem(draftKey('u1', 'add-property'), '{}');
    sessionStorage.setItem(draftKey('u2', 'tenant-admission'), '{}');
    sessionStorage.setItem('other', 'kept');
    clearFormDrafts('u1');
    expect(Object.keys(sessionStorage).sort()).toEqual(
      [draftKey('u1', 'add-property'), draftKey('u1', 'tenant-admission'), 'other'].sort(),
    );
    clearFormDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['other']);
  });
});
