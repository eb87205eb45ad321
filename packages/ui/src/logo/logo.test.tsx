import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe-violations';
import { Logo } from './logo';

describe('Logo', () => {
  it('has no accessibility violations, alone or inside a home link', async () => {
    const { container } = render(
      <div>
        <Logo />
        <a href="/">
          <Logo wordmark="Lale" />
        </a>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is an image named by the brand wordmark, by default Zar', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Zar' })).toHaveTextContent('Zar');
  });

  it('names a home link after the brand it shows', () => {
    render(
      <a href="/">
        <Logo wordmark="Lale" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Lale' })).toHaveAttribute('href', '/');
  });
});
