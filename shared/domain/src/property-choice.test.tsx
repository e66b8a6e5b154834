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

  it('finds the rest by name or city when the caller has more than a page, keeping the choice', async () => {
    const onSearch = jest.fn();
    const onChange = jest.fn();
    const { rerender } = render(
      <PropertyChoice properties={two} value="" onChange={onChange} more search="" onSearch={onSearch} />,
    );
    const find = screen.getByRole('searchbox', { name: 'Find a property' });
    await userEvent.type(find, 'k');
    expect(onSearch).toHaveBeenLastCalledWith('k');
    const far = property('p9', 'Koramangala Nest');
    rerender(
      <PropertyChoice properties={[far]} value="" onChange={onChange} more search="k" onSearch={onSearch} />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Property/ }), 'Koramangala Nest');
    expect(onChange).toHaveBeenLastCalledWith('p9');
    rerender(
      <PropertyChoice
        properties={[far]}
        value="p9"
        onChange={onChange}
        more
        search="k"
        onSearch={onSearch}
      />,
    );
    // another search: the chosen property is still named and still chosen
    rerender(
      <PropertyChoice
        properties={two}
        value="p9"
        onChange={onChange}
        more
        search="lake"
        onSearch={onSearch}
      />,
    );
    expect(screen.getByText('Koramangala Nest', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Property/ })).toHaveValue('p9');
  });

  it('offers no search when every property is on the page', () => {
    render(
      <PropertyChoice
        properties={two}
        value="p1"
        onChange={() => undefined}
        search=""
        onSearch={() => undefined}
      />,
    );
    expect(screen.queryByRole('searchbox', { name: 'Find a property' })).not.toBeInTheDocument();
  });
});
