import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@zar/locales/money';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { UserMenu } from './user-menu';
import { userMenuItems } from './user-menu-items';

const user = { name: 'ahmet.yilmaz', code: '104582' };

function renderMenu(props: Partial<Parameters<typeof UserMenu>[0]> = {}) {
  return renderWithI18n(<UserMenu user={user} balance={1250.5} items={userMenuItems} {...props} />);
}

describe('UserMenu', () => {
  it('names the trigger with the user and code; open, it has no violations', async () => {
    const { container } = renderMenu();
    const trigger = screen.getByRole('button', { name: /ahmet\.yilmaz.*Kullanıcı kodu: 104582/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Hesap menüsü' })).toBeInTheDocument();
    expect(screen.getByText(formatMoney(1250.5, 'tr'))).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows cash and bonus under the balance when it is given them', async () => {
    const { container, rerender } = renderMenu({
      defaultOpen: true,
      balance: 1300.5,
      pockets: { cash: 1250.5, bonus: 50 },
    });
    const pockets = screen.getAllByRole('term').map((term) => term.parentElement?.textContent);
    expect(pockets).toEqual(['Nakit₺1.250,50', 'Bonus₺50,00']);
    expect(await axeViolations(container)).toEqual([]);
    rerender(<UserMenu user={user} balance={1250.5} items={userMenuItems} defaultOpen />);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('hides the Notifications entry', async () => {
    renderMenu({ defaultOpen: true });
    expect(screen.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Bildirimler' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard, moves with arrows and closes on Escape back to the trigger', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: /ahmet\.yilmaz/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs the logout action, closes and reports the choice', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    renderMenu({ onAction, onOpenChange });
    await userEvent.click(screen.getByRole('button', { name: /ahmet\.yilmaz/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(onAction).toHaveBeenCalledWith('logout');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when a link entry is chosen or the pointer presses outside', async () => {
    const onItemSelect = vi.fn();
    renderMenu({
      onItemSelect,
      linkComponent: ({ href: _href, ...props }) => <a href="#x" {...props} />,
    });
    await userEvent.click(screen.getByRole('button', { name: /ahmet\.yilmaz/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Para Çek' }));
    expect(onItemSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'withdraw' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /ahmet\.yilmaz/ }));
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
