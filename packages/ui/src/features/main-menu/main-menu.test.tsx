import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { MainMenu } from './main-menu';
import { mainMenuItems, secondMenuItems } from './main-menu-items';
import { findActiveMenuItem } from './menu-item';

describe('MainMenu', () => {
  it('lists the SPEC sections as links, marks the active one and has no violations', async () => {
    const { container } = renderWithI18n(<MainMenu items={mainMenuItems} activeId="liveCasino" />);
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Spor',
      'Canlı Bahis',
      'E-Spor',
      'Casino',
      'Canlı Casino',
      'Sanal',
      'Bingo',
      'Oyunlar',
      'TV Oyunları',
      'Promosyonlar',
    ]);
    expect(screen.getByRole('link', { name: 'Canlı Casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Spor' })).not.toHaveAttribute('aria-current');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders the call-me entry, which has no route, as a button that reports the choice', async () => {
    const onItemSelect = vi.fn();
    renderWithI18n(<MainMenu items={mainMenuItems} onItemSelect={onItemSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sizi Arayalım' }));
    expect(onItemSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'callMe' }));
  });

  it('the second menu adds Aviator and renders links through the given link component', async () => {
    const onItemSelect = vi.fn();
    renderWithI18n(
      <MainMenu
        variant="secondary"
        items={secondMenuItems}
        onItemSelect={onItemSelect}
        linkComponent={({ href, ...props }) => <a data-router-link={href} href={href} {...props} />}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('navigation', { name: 'Games menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'data-router-link',
      '/spor',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aviator' }));
    expect(onItemSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'aviator' }));
  });

  it('finds the active item by the longest matching path', () => {
    expect(findActiveMenuItem(mainMenuItems, '/casino/live')).toBe('liveCasino');
    expect(findActiveMenuItem(mainMenuItems, '/livespor/fcg')).toBe('liveBetting');
    expect(findActiveMenuItem(mainMenuItems, '/spor')).toBe('sports');
    expect(findActiveMenuItem(mainMenuItems, '/dashboard')).toBeUndefined();
  });
});
