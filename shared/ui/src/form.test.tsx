import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { anotherBundlesContracts } from '@pgportal/testing';
import { applyServerErrors, imageFilesError, imageFilesField, useZodForm } from './form';
import { TextField } from './text-field';

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });

describe('imageFilesError', () => {
  it('accepts nothing picked and images within the limits', () => {
    expect(imageFilesError(undefined)).toBeUndefined();
    expect(imageFilesError([])).toBeUndefined();
    expect(imageFilesError([png(), png()], { maxFiles: 10 })).toBeUndefined();
  });

  it('refuses other types, too large files and too many files', () => {
    expect(imageFilesError([pdf()])).toBe('Choose an image file (JPEG, PNG or WebP).');
    expect(imageFilesError([png(5 * 1024 * 1024 + 1)])).toBe('Each image must be at most 5 MB.');
    expect(imageFilesError([png(), png()], { maxFiles: 1 })).toBe('Choose one image.');
    expect(imageFilesError([png(), png(), png()], { maxFiles: 2 })).toBe('Choose at most 2 images.');
  });

  it('works as a zod field', () => {
    const schema = z.object({ photo: imageFilesField() });
    expect(schema.safeParse({ photo: [png()] }).success).toBe(true);
    const result = schema.safeParse({ photo: [pdf()] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Choose an image file (JPEG, PNG or WebP).');
  });
});

describe('useZodForm and applyServerErrors', () => {
  const schema = z.object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Bad email' })),
  });

  function Form({ onValid, serverError }: { onValid: (value: unknown) => void; serverError?: unknown }) {
    const { register, handleSubmit, setError, formState } = useZodForm(schema, {
      defaultValues: { email: '' },
    });
    const submit = handleSubmit((values) => {
      if (serverError) applyServerErrors(serverError, setError, ['email']);
      else onValid(values);
    });
    return (
      <form onSubmit={submit} noValidate>
        <TextField label="Email" error={formState.errors.email?.message} {...register('email')} />
        <button type="submit">Go</button>
      </form>
    );
  }

  it('validates with the schema and submits its parsed output', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Bad email')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' A@B.IN ');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.in' });
  });

  it("puts the server's field messages on the fields, from an error another bundle's copy of the contracts made", async () => {
    const user = userEvent.setup();
    // Each remote bundles its own contracts: the kit must not test `instanceof` its own ApiError.
    const { ApiError } = anotherBundlesContracts();
    const serverError = new ApiError(409, 'Email is already in use', { email: 'Email is already in use' });
    render(<Form onValid={jest.fn()} serverError={serverError} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.in');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Email is already in use')).toBeInTheDocument();
  });
});

describe('useZodForm on a submit with errors', () => {
  // The schema lists Email first; the form shows Name first.
  const schema = z.object({
    email: z.email({ error: 'Enter a valid email' }),
    name: z.string().min(1, { error: 'This field is required' }),
    address: z.object({ city: z.string().min(1, { error: 'City is required' }) }),
  });

  function Form({ onValid }: { onValid: (value: unknown) => void }) {
    const { register, handleSubmit, formState } = useZodForm(schema, {
      defaultValues: { email: '', name: '', address: { city: '' } },
    });
    // Registered Email first (as a form that builds its e-mail field before the others does).
    const email = register('email');
    const name = register('name');
    return (
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <TextField label="Name" error={formState.errors.name?.message} {...name} />
        <TextField label="Email" error={formState.errors.email?.message} {...email} />
        <TextField
          label="City"
          error={formState.errors.address?.city?.message}
          {...register('address.city')}
        />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('focuses the first invalid field in the order the form shows them', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });
});
