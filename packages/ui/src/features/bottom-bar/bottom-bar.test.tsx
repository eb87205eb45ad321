import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { findActiveMenuItem } from '../main-menu/menu-item';
import { BottomBar, bottomBarLinks } from './bottom-bar';

describe('BottomBar', () => {
  it('has Deposit, Spor, Support, L.Casino and Promotions in order, without violations', async () => {
    const { container } = renderWithI18n(
      <BottomBar activeId="sports" onDepositClick={() => {}} onSupportClick={() => {}} />,
      { locale: 'en' },
    );
    const bar = screen.getByRole('navigation', { name: 'Quick access' });
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deposit', 'Sports', 'Support', 'L.Casino', 'Promotions']);
    expect(screen.getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'L.Casino' })).toHaveAttribute('href', '/casino/live');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Deposit and Support are buttons with callbacks (the site may show the login dialog)', async () => {
    const onDepositClick = vi.fn();
    const onSupportClick = vi.fn();
    renderWithI18n(<BottomBar onDepositClick={onDepositClick} onSupportClick={onSupportClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Para Yatır' }));
    await userEvent.click(screen.getByRole('button', { name: 'Destek' }));
    expect(onDepositClick).toHaveBeenCalledTimes(1);
    expect(onSupportClick).toHaveBeenCalledTimes(1);
  });

  it('its links resolve the active entry from the current path', () => {
    expect(findActiveMenuItem(bottomBarLinks, '/casino/live')).toBe('liveCasino');
    expect(findActiveMenuItem(bottomBarLinks, '/spor/fcg')).toBe('sports');
    expect(findActiveMenuItem(bottomBarLinks, '/livespor')).toBeUndefined();
  });
});
