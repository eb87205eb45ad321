import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { userMenuItems } from '../user-menu/user-menu-items';
import { Header } from './header';

const player = {
  isLoggedIn: true,
  user: { name: 'ahmet.yilmaz', code: '104582' },
  balance: 1250.5,
  userMenuItems,
} as const;

/** jsdom applies no media queries: both bars are in the tree, the small-screen one first. */
function bars(container: HTMLElement) {
  const [mobile, desktop] = container.querySelectorAll<HTMLElement>('.zar-header__bar');
  if (!mobile || !desktop) throw new Error('header bars missing');
  return { mobile: within(mobile), desktop: within(desktop) };
}

describe('Header', () => {
  it('for a visitor offers Login and Sign Up, without violations', async () => {
    const onLoginClick = vi.fn();
    const onRegisterClick = vi.fn();
    const { container } = renderWithI18n(
      <Header isLoggedIn={false} onLoginClick={onLoginClick} onRegisterClick={onRegisterClick} />,
    );
    const { desktop } = bars(container);
    await userEvent.click(desktop.getByRole('button', { name: 'Giriş Yap' }));
    await userEvent.click(desktop.getByRole('button', { name: 'Üye Ol' }));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
    expect(onRegisterClick).toHaveBeenCalledTimes(1);
    expect(desktop.getByRole('link', { name: 'Bonus Talep' })).toHaveAttribute(
      'href',
      '/dashboard/claim-bonus',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the menu button reflects and toggles the sidebar', async () => {
    const onMenuToggle = vi.fn();
    const { container, rerender } = renderWithI18n(
      <Header isLoggedIn={false} menuPanelId="menu" onMenuToggle={onMenuToggle} />,
    );
    const toggle = bars(container).mobile.getByRole('button', { name: 'Menüyü aç' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'menu');
    await userEvent.click(toggle);
    expect(onMenuToggle).toHaveBeenCalledTimes(1);
    rerender(<Header isLoggedIn={false} menuOpen onMenuToggle={onMenuToggle} />);
    expect(bars(container).mobile.getByRole('button', { name: 'Menüyü kapat' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("on a phone shows a player's balance beside the user button, a visitor's none", () => {
    const { container, rerender } = renderWithI18n(<Header {...player} />);
    const balance = bars(container).mobile.getByRole('link', { name: 'Bakiye: ₺1.250,50' });
    expect(balance).toHaveAttribute('href', '/dashboard');
    expect(balance.nextElementSibling).toHaveAccessibleName('Hesabım');
    rerender(<Header isLoggedIn={false} balance={1250.5} />);
    expect(bars(container).mobile.queryByRole('link', { name: /Bakiye/ })).not.toBeInTheDocument();
  });

  it('for a player shows name, code, balance in lira, the bell badge and Deposit', async () => {
    const onNotificationsClick = vi.fn();
    const { container } = renderWithI18n(
      <Header {...player} unreadCount={12} onNotificationsClick={onNotificationsClick} />,
    );
    const { desktop } = bars(container);
    expect(desktop.getByRole('button', { name: /ahmet\.yilmaz.*104582/ })).toBeInTheDocument();
    expect(desktop.getByRole('link', { name: 'Bakiye: ₺1.250,50' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const bell = desktop.getByRole('button', { name: 'Bildirimler, 9+ okunmamış' });
    expect(bell).toHaveTextContent('9+');
    await userEvent.click(bell);
    expect(onNotificationsClick).toHaveBeenCalledTimes(1);
    expect(desktop.getByRole('link', { name: 'Para Yatır' })).toHaveAttribute(
      'href',
      '/dashboard/deposit',
    );
    expect(desktop.queryByRole('button', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the total in the bar and shows cash and bonus in the dropdown (issue 22)', async () => {
    const { container } = renderWithI18n(
      <Header {...player} balance={1300.5} balancePockets={{ cash: 1250.5, bonus: 50 }} />,
    );
    const { desktop } = bars(container);
    expect(desktop.getByRole('link', { name: 'Bakiye: ₺1.300,50' })).toBeInTheDocument();
    await userEvent.click(desktop.getByRole('button', { name: /ahmet\.yilmaz/ }));
    const pockets = desktop.getAllByRole('term').map((term) => term.parentElement?.textContent);
    expect(pockets).toEqual(['Nakit₺1.250,50', 'Bonus₺50,00']);
  });

  it('on small screens the user button carries the unread dot only when there is something unread', async () => {
    const onUserClick = vi.fn();
    const { container, rerender } = renderWithI18n(
      <Header {...player} unreadCount={3} onUserClick={onUserClick} />,
    );
    const userButton = bars(container).mobile.getByRole('button', {
      name: 'Hesabım. Okunmamış bildirimleriniz var',
    });
    expect(userButton.querySelector('.zar-header__dot')).not.toBeNull();
    await userEvent.click(userButton);
    expect(onUserClick).toHaveBeenCalledTimes(1);
    rerender(<Header {...player} unreadCount={0} />);
    expect(bars(container).mobile.getByRole('button', { name: 'Hesabım' })).toBeInTheDocument();
    expect(container.querySelector('.zar-header__dot')).toBeNull();
  });

  it('marks the scrolled state and shakes the bell when the unread count changes', () => {
    const { container, rerender } = renderWithI18n(<Header {...player} unreadCount={1} scrolled />);
    expect(container.querySelector('header')).toHaveAttribute('data-scrolled');
    expect(container.querySelector('.zar-header__bell')).not.toHaveAttribute('data-shake');
    rerender(<Header {...player} unreadCount={2} />);
    expect(container.querySelector('header')).not.toHaveAttribute('data-scrolled');
    expect(container.querySelector('.zar-header__bell')).toHaveAttribute('data-shake');
  });

  it('renders the extra notice and the menu row', () => {
    renderWithI18n(
      <Header isLoggedIn={false} menu={<nav aria-label="Ana menü" />} notice={<p>Uyarı</p>} />,
    );
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(screen.getByText('Uyarı')).toBeInTheDocument();
  });

  it("has Zar's three quick links by default, the call-me one a button", async () => {
    const onCallMeClick = vi.fn();
    const { container } = renderWithI18n(
      <Header isLoggedIn={false} onCallMeClick={onCallMeClick} />,
    );
    const quick = within(
      bars(container).desktop.getByRole('navigation', { name: 'Hızlı bağlantılar' }),
    );
    expect(quick.getByRole('link', { name: 'Bonus Talep' })).toHaveAttribute(
      'href',
      '/dashboard/claim-bonus',
    );
    expect(quick.getByRole('link', { name: 'Promosyonlar' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    await userEvent.click(quick.getByRole('button', { name: 'Sizi Arayalım' }));
    expect(onCallMeClick).toHaveBeenCalledOnce();
  });

  it("takes a brand's quick links in place of Zar's, or none", async () => {
    const onChat = vi.fn();
    const { container, unmount } = renderWithI18n(
      <Header
        isLoggedIn={false}
        quickLinks={[
          { id: 'sports', label: 'Sports', href: '/sports', icon: <svg data-testid="icon" /> },
          { id: 'chat', label: 'Live chat', onClick: onChat },
        ]}
      />,
    );
    const quick = within(
      bars(container).desktop.getByRole('navigation', { name: 'Hızlı bağlantılar' }),
    );
    expect(quick.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sports']);
    expect(quick.getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/sports');
    expect(quick.queryByText('Bonus Talep')).toBeNull();
    await userEvent.click(quick.getByRole('button', { name: 'Live chat' }));
    expect(onChat).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    renderWithI18n(<Header isLoggedIn={false} quickLinks={[]} />);
    expect(screen.queryByRole('navigation', { name: 'Hızlı bağlantılar' })).toBeNull();
  });
});
