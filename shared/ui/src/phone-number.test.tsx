import { render, screen } from '@testing-library/react';
import { PhoneNumber, telHref } from './phone-number';

describe('PhoneNumber', () => {
  it('is a tel: link that dials an Indian number with +91, shown as the portal shows it', () => {
    render(<PhoneNumber value="+91 98765-43210" />);
    const link = screen.getByRole('link', { name: '98765 43210' });
    expect(link).toHaveAttribute('href', 'tel:+919876543210');
  });

  it('dials another country’s number as stored, with its +', () => {
    render(<PhoneNumber value="+44 20 7946 0958" />);
    expect(screen.getByRole('link', { name: '+442079460958' })).toHaveAttribute('href', 'tel:+442079460958');
    expect(telHref('9876543210')).toBe('tel:+919876543210');
  });

  it('is text only where a link may not go, and nothing for no number', () => {
    const { container, rerender } = render(<PhoneNumber value="9876543210" link={false} />);
    expect(screen.getByText('98765 43210')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<PhoneNumber value="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
