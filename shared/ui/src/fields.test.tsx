import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { FileField } from './file-field';
import { SelectField } from './select-field';
import { MoneyField, TextAreaField, TextField } from './text-field';
import * as fieldStyles from './field.module.css';

describe('form fields', () => {
  it('label the control and describe it with the error and the hint', () => {
    render(<TextField label="Email" hint="you@example.com" error="This field is required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required you@example.com');
  });

  it('are valid and undescribed when there is no error or hint', () => {
    render(<TextField label="Full Name" />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('take amounts as text with the decimal keypad, so what the browser cannot read is not emptied', async () => {
    render(<MoneyField label="Rent Amount (₹ per month)" required />);
    const input = screen.getByRole('textbox', { name: /^Rent Amount/ });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.type(input, '₹8,500');
    expect(input).toHaveValue('₹8,500');
  });

  it('render errors on selects, files, checkboxes and text areas', () => {
    render(
      <>
        <SelectField
          label="Role"
          placeholder="Select a role"
          options={[{ value: 'MANAGER', label: 'Manager' }]}
          error="This field is required"
        />
        <FileField label="Avatar" accept="image/*" error="Choose an image file" />
        <CheckboxField label="Meal included" error="Tick to continue" />
        <TextAreaField label="Issue" counter={{ length: 300, max: 300 }} error="Too long" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByRole('option', { name: 'Select a role' })).toHaveValue('');
    expect(screen.getByLabelText('Avatar')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Avatar')).toHaveAccessibleDescription('Choose an image file');
    expect(screen.getByRole('checkbox', { name: 'Meal included' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('300 / 300')).toHaveClass(fieldStyles.counterLimit!);
  });

  it('work with react-hook-form register', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ name: string; agree: boolean }>();
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField
            label="Name"
            {...register('name', { required: 'This field is required' })}
            error={formState.errors.name?.message}
          />
          <CheckboxField label="Agree" {...register('agree')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Asha', agree: true }, expect.anything());
  });
});
