import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CanvasLink } from '../../primitives/link/canvas-link';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { DashboardSideMenu, type DashboardSideMenuProps } from './dashboard-side-menu';

function renderMenu(props: Partial<DashboardSideMenuProps> = {}) {
  return renderWithI18n(
    <DashboardSideMenu
      username="ahmet.yilmaz"
      userCode="104582"
      balance={1250.5}
      linkComponent={CanvasLink}
      {...props}
    />,
  );
}

describe('DashboardSideMenu', () => {
  it('is a named navigation with the balance, username and user code', async () => {
    const { container } = renderMenu({ unreadCount: 3, activeHref: '/dashboard/account' });
    const nav = screen.getByRole('navigation', { name: 'Hesap bölümü' });
    const facts = within(nav).getAllByRole('definition');
    expect(facts.map((fact) => fact.textContent)).toEqual(['₺1.250,50', 'ahmet.yilmaz', '104582']);
    expect(within(nav).getByText('Bakiye')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists every entry, Notifications included, with Logout last', () => {
    renderMenu();
    const list = screen.getByRole('list');
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toContain('Bildirimler');
    expect(names.at(-1)).toBe('Çıkış Yap');
  });

  it('badges Notifications with the unread count, 9+ from 9, and names it with the count', () => {
    const { rerender } = renderMenu({ unreadCount: 3 });
    const bell = screen.getByRole('button', { name: 'Bildirimler, 3 okunmamış' });
    expect(bell).toHaveTextContent('3');
    rerender(<DashboardSideMenu username="a" userCode="1" balance={0} unreadCount={12} />);
    expect(screen.getByRole('button', { name: 'Bildirimler, 9+ okunmamış' })).toHaveTextContent(
      '9+',
    );
    rerender(<DashboardSideMenu username="a" userCode="1" balance={0} unreadCount={0} />);
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toHaveTextContent(/^Bildirimler$/);
  });

  it('marks the entry of the current path, and the toggle link, as the current page', () => {
    renderMenu({ activeHref: '/dashboard/withdraw' });
    const toggle = screen.getByRole('group', { name: 'Para işlemleri' });
    expect(within(toggle).getByRole('link', { name: 'Para Çek' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(toggle).getByRole('link', { name: 'Para Yatır' })).not.toHaveAttribute(
      'aria-current',
    );
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Para Çek' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(list).getByRole('link', { name: 'Hesabım' })).not.toHaveAttribute('aria-current');
  });

  it('links the toggle to the deposit and withdraw pages', () => {
    renderMenu();
    const toggle = screen.getByRole('group', { name: 'Para işlemleri' });
    expect(within(toggle).getByRole('link', { name: 'Para Yatır' })).toHaveAttribute(
      'href',
      '/dashboard/deposit',
    );
    expect(within(toggle).getByRole('link', { name: 'Para Çek' })).toHaveAttribute(
      'href',
      '/dashboard/withdraw',
    );
  });

  it('reports every click and runs store actions', async () => {
    const onItemSelect = vi.fn();
    const onAction = vi.fn();
    renderMenu({ onItemSelect, onAction });
    const list = screen.getByRole('list');
    await userEvent.click(within(list).getByRole('link', { name: 'Oturum Geçmişi' }));
    expect(onItemSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'sessionHistory' }),
    );
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Bildirimler' }));
    expect(onAction).toHaveBeenLastCalledWith('notification');
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(onAction).toHaveBeenLastCalledWith('logout');
    const toggle = screen.getByRole('group', { name: 'Para işlemleri' });
    await userEvent.click(within(toggle).getByRole('link', { name: 'Para Yatır' }));
    expect(onItemSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'deposit' }));
    expect(onItemSelect).toHaveBeenCalledTimes(4);
  });

  it('shows the balance in the active language and currency', () => {
    renderMenu({ balance: 99.9, currency: 'EUR' });
    expect(screen.getByText('€99,90')).toBeInTheDocument();
  });

  it('shows cash and bonus under the balance when it is given them', async () => {
    const { container } = renderMenu({ balance: 1300.5, pockets: { cash: 1250.5, bonus: 50 } });
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts.slice(0, 3)).toEqual(['₺1.300,50', '₺1.250,50', '₺50,00']);
    expect(screen.getByText('Nakit')).toBeInTheDocument();
    expect(screen.getByText('Bonus')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps the pockets' place, read as loading, until they are known", async () => {
    const { container } = renderMenu({ balance: 1300.5, pockets: 'pending' });
    const facts = screen.getAllByRole('definition');
    expect(facts.map((fact) => fact.textContent)).toEqual([
      '₺1.300,50',
      'Yükleniyor...',
      'Yükleniyor...',
      expect.any(String),
      expect.any(String),
    ]);
    expect(facts[1]).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Nakit')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
