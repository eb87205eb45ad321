import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { TestModeBar } from './test-mode-bar';

describe('TestModeBar', () => {
  it('names itself and says payments are not real, in Turkish by default, without violations', async () => {
    const { container } = renderWithI18n(<TestModeBar />);
    const bar = screen.getByRole('region', { name: 'Test modu' });
    expect(bar).toHaveTextContent(
      'Test modu Bu sitedeki ödemeler gerçek değildir: para alınmaz ve ödenmez.',
    );
    expect(bar).toHaveAttribute('data-slot', 'test-mode-bar');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('speaks English and takes a brand’s own words', () => {
    renderWithI18n(<TestModeBar />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Test mode' })).toHaveTextContent(
      'Payments on this site are not real: no money is taken or paid out.',
    );
  });
});
