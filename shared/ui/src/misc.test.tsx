import { fireEvent, render, screen } from '@testing-library/react';
import { anotherBundlesContracts } from '@pgportal/testing';
import { Avatar } from './avatar';
import { Button, IconButton } from './button';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import { PageHeader } from './page-header';
import { LoadingBlock, Spinner } from './spinner';

describe('Avatar', () => {
  it('shows the picture with the name as alternative text', () => {
    render(<Avatar src="/files/a.png" name="Ravi Kumar" />);
    expect(screen.getByRole('img', { name: 'Ravi Kumar' })).toHaveAttribute('src', '/files/a.png');
  });

  it('falls back to initials without a picture or when it fails to load', () => {
    const { rerender } = render(<Avatar name="ravi kumar sharma" />);
    expect(screen.getByRole('img', { name: 'ravi kumar sharma' })).toHaveTextContent('RS');
    rerender(<Avatar src="/broken.png" name="Asha Devi" />);
    fireEvent.error(screen.getByRole('img', { name: 'Asha Devi' }));
    expect(screen.getByRole('img', { name: 'Asha Devi' })).toHaveTextContent('AD');
  });
});

describe('Button', () => {
  it('is disabled and shows the loading text while loading', () => {
    render(
      <Button loading loadingText="Sending OTP...">
        Send OTP
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending OTP...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('IconButton is named by its label', () => {
    render(
      <IconButton label="Close">
        <span>x</span>
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('type', 'button');
  });
});

describe('status pieces', () => {
  it('announce loading', () => {
    render(
      <>
        <Spinner />
        <LoadingBlock label="Loading managers..." />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByText('Loading managers...')).toBeInTheDocument();
  });

  it('PageHeader renders one heading and its actions; EmptyState its texts', () => {
    render(
      <>
        <PageHeader
          title="Managers"
          description="Staff accounts"
          actions={<button type="button">Add</button>}
        />
        <EmptyState title="No complaints" description="All good." />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Managers' })).toBeInTheDocument();
    expect(screen.getByText('Staff accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByText('No complaints')).toBeInTheDocument();
  });
});

describe('LoadFailed', () => {
  it("shows the server's message of an error from another bundle's contracts, and 'Try again' asks again", () => {
    const remote = anotherBundlesContracts();
    const onRetry = jest.fn();
    render(<LoadFailed error={new remote.ApiError(403, 'You do not have permission to do this.')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
