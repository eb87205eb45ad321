import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { Button, buttonStyleProps } from './button';

describe('Button', () => {
  it('has no accessibility violations in any variant', async () => {
    const { container } = render(
      <div>
        <Button>Yatır</Button>
        <Button variant="secondary">Giriş</Button>
        <Button variant="ghost" size="sm">
          Promosyonlar
        </Button>
        <Button loading>Gönderiliyor</Button>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('calls onClick and defaults to type button so it never submits a form by accident', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, disabled and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes variant and size as data attributes and forwards the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="ghost" size="lg">
        Spor
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Spor' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'ghost');
    expect(button).toHaveAttribute('data-size', 'lg');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('gives other elements the button look through buttonStyleProps', () => {
    render(
      <a href="/dashboard/deposit" {...buttonStyleProps({ variant: 'secondary', className: 'x' })}>
        Para Yatır
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Para Yatır' });
    expect(link).toHaveClass('zar-button', 'x');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).toHaveAttribute('data-size', 'md');
  });
});
