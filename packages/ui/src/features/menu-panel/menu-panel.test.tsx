import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { MenuPanel } from './menu-panel';
import { menuPanelTiles } from './menu-panel-tiles';

describe('MenuPanel', () => {
  it('shows a tile per section with the language selector, without violations', async () => {
    const { container } = renderWithI18n(
      <MenuPanel
        open
        tiles={menuPanelTiles}
        activeId="casino"
        languages={[{ code: 'tr' }, { code: 'en' }]}
        language="tr"
        onLanguageChange={() => {}}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Site menüsü' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(menuPanelTiles.length);
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Dil' })).toHaveValue('tr');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the call-me tile in a new tab and says so', () => {
    renderWithI18n(<MenuPanel open tiles={menuPanelTiles} />);
    const tile = screen.getByRole('link', { name: /^Sizi Arayalım\s*\(yeni sekmede açılır\)$/ });
    expect(tile).toHaveAttribute('target', '_blank');
    expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reports a tile click so the site can close the sidebars', async () => {
    const onNavigate = vi.fn();
    renderWithI18n(
      <MenuPanel
        open
        tiles={menuPanelTiles}
        onNavigate={onNavigate}
        linkComponent={({ onClick, children, href }) => (
          <button type="button" data-href={href} onClick={(event) => onClick?.(event as never)}>
            {children}
          </button>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spor' }));
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'sports' }));
  });

  it('closes from the backdrop and from Escape while open', async () => {
    const onClose = vi.fn();
    const { container, rerender } = renderWithI18n(
      <MenuPanel open tiles={menuPanelTiles} onClose={onClose} />,
    );
    const backdrop = container.querySelector('.zar-menu-panel__backdrop');
    if (!backdrop) throw new Error('backdrop missing');
    await userEvent.click(backdrop);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Spor' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<MenuPanel open={false} tiles={menuPanelTiles} onClose={onClose} />);
    expect(document.querySelector('.zar-menu-panel')).toHaveAttribute('data-state', 'closed');
  });
});
