import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('shows the message as an alert, and nothing without one', async () => {
    const { container, rerender } = render(
      <FormAlert message="Bakiyeniz bu çekim için yetersiz." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bakiyeniz bu çekim için yetersiz.');
    expect(await axeViolations(container)).toEqual([]);
    rerender(<FormAlert message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
