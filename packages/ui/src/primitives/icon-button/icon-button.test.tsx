import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { X } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, never submits and calls onClick', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <IconButton label="Kapat" onClick={onClick}>
        <X aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Kapat' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});
