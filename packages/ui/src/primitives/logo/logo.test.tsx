import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
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

  it("draws a brand's mark in place of the die, or the wordmark alone", () => {
    const { container, unmount } = render(
      <Logo wordmark="Acme Bet" mark={<img src="/acme-mark.svg" alt="" />} />,
    );
    expect(screen.getByRole('img', { name: 'Acme Bet' })).toHaveTextContent('Acme Bet');
    expect(container.querySelector('.zar-logo__mark img')).toHaveAttribute('src', '/acme-mark.svg');
    expect(container.querySelector('.zar-logo__die')).toBeNull();
    unmount();
    const alone = render(<Logo wordmark="Acme" mark={null} />);
    expect(alone.container.querySelector('.zar-logo__mark')).toBeNull();
  });

  it('gives the stylesheet the wordmark length, so a long name shrinks instead of being cut', () => {
    render(<Logo wordmark="Royal Fortune Casino" />);
    expect(
      screen
        .getByRole('img', { name: 'Royal Fortune Casino' })
        .style.getPropertyValue('--zar-logo-chars'),
    ).toBe('20');
  });
});
