import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { RealityCheckBar } from './reality-check-bar';

describe('RealityCheckBar', () => {
  it('shows time played, a negative net and the minutes left, as a named region', async () => {
    const { container } = renderWithI18n(
      <RealityCheckBar elapsedMs={754_000} net={-25} remainingMs={17 * 60_000} />,
    );
    const bar = screen.getByRole('region', { name: 'Oturum özeti' });
    expect(bar).not.toHaveAttribute('aria-live');
    expect(bar.textContent).toMatch(/^Süre00:12:34Net−₺25,00Kalan17 dk$/);
    expect(bar.querySelector('[data-tone="down"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('signs a positive net and leaves out the time left when there is no limit', () => {
    renderWithI18n(<RealityCheckBar elapsedMs={3_600_000} net={1250.5} />, { locale: 'en' });
    const bar = screen.getByRole('region', { name: 'Session summary' });
    expect(bar).toHaveTextContent('Time01:00:00Net+₺1,250.50');
    expect(bar).not.toHaveTextContent('Left');
    expect(bar.querySelector('[data-tone="up"]')).not.toBeNull();
  });

  it('shows a dash while the net is unknown', () => {
    renderWithI18n(<RealityCheckBar elapsedMs={0} net={null} remainingMs={null} />);
    expect(screen.getByRole('region')).toHaveTextContent('Süre00:00:00Net–');
  });
});
