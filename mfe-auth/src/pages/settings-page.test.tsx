import { render, screen } from '@testing-library/react';
import SettingsPage from './settings-page';

it('shows only the word Settings', () => {
  const { container } = render(<SettingsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(container).toHaveTextContent(/^Settings$/);
});
