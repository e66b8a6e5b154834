import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@pgportal/contracts/types';
import { PropertyChoice } from './property-choice';

const property = (id: string, name: string) => ({ _id: id, name }) as Property;
const two = [property('p1', 'Sunrise PG'), property('p2', 'Lakeview PG')];

describe('the property choice above a form', () => {
  it('names the only property and offers no choice', () => {
    render(<PropertyChoice properties={[two[0]!]} value="p1" onChange={() => undefined} />);
    expect(screen.getByText('Sunrise PG')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Property/ })).not.toBeInTheDocument();
  });

  it('offers the caller’s properties when there are several, and answers the chosen id', async () => {
    const onChange = jest.fn();
    render(<PropertyChoice properties={two} value="p1" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Property/ }), 'Lakeview PG');
    expect(onChange).toHaveBeenCalledWith('p2');
  });

  it('asks for a choice when none is made yet, and shows an error without a choice to make', () => {
    const { rerender } = render(<PropertyChoice properties={two} value="" onChange={() => undefined} />);
    expect(screen.getByText('choose one')).toBeInTheDocument();
    rerender(
      <PropertyChoice
        properties={[two[0]!]}
        value="p1"
        onChange={() => undefined}
        error="Choose a property"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a property');
  });

  it('shows an ellipsis while the properties load', () => {
    render(<PropertyChoice properties={undefined} value="" onChange={() => undefined} />);
    expect(screen.getByText('…')).toBeInTheDocument();
  });
});
