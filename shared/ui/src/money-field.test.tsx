import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { money } from '@pgportal/contracts/schemas';
import { z } from 'zod';
import { useZodForm } from './form';
import { MoneyField } from './text-field';

const schema = z.object({ amount: money('Amount') });

/** A form with one MoneyField read by the contracts' money() rule, as every amount form is. */
function AmountForm({ onValid }: { onValid: (amount: number) => void }) {
  const { register, handleSubmit, formState } = useZodForm(schema, { defaultValues: { amount: '' } });
  return (
    <form onSubmit={handleSubmit((values) => onValid(values.amount))} noValidate>
      <MoneyField label="Amount (₹)" error={formState.errors.amount?.message} {...register('amount')} />
      <button type="submit">Save</button>
    </form>
  );
}

async function submitTyped(typed: string) {
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<AmountForm onValid={onValid} />);
  await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), typed);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return onValid;
}

describe('MoneyField with money()', () => {
  it.each([
    ['₹5,000', 5000],
    ['8,500', 8500],
    ['1,00,000', 100_000],
    ['₹9,000.50', 9000.5],
  ])('reads %s as people mean it', async (typed, rupees) => {
    const onValid = await submitTyped(typed);
    expect(onValid).toHaveBeenCalledWith(rupees);
  });

  it.each(['0x64', '0b11', '1e3', '10.', '.5'])(
    'refuses %s with the usual message and reads nothing',
    async (typed) => {
      const onValid = await submitTyped(typed);
      const input = screen.getByRole('textbox', { name: 'Amount (₹)' });
      expect(input).toHaveAccessibleDescription('Enter amount in rupees, e.g. 8500 or 8500.50');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(onValid).not.toHaveBeenCalled();
    },
  );
});
