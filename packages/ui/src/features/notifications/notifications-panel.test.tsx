import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { sampleNotifications } from './notification-fixtures';
import { NotificationsPanel } from './notifications-panel';
import { SelectableNotificationsPanel } from './selectable-notifications-panel';

const list = () => screen.getByRole('list', { name: 'Bildirim listesi' });
const row = (name: RegExp | string) => within(list()).getByRole('button', { name });

describe('NotificationsPanel', () => {
  it('lists every notification with its title, time and unread marker', async () => {
    const { container } = renderWithI18n(
      <NotificationsPanel notifications={sampleNotifications} timeZone="Europe/Istanbul" />,
    );
    const items = within(list()).getAllByRole('button');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveAccessibleName(/^Okunmamış Para yatırma onaylandı/);
    expect(items[0]).toHaveTextContent('₺250,00 tutarındaki Papara');
    expect(items[0]).toHaveTextContent(/22\.Kas\.26 14:05$/);
    expect(items[2]).toHaveAccessibleName(/^Para çekme talebiniz onaylandı/);
    expect(items[2]).toHaveTextContent(/20\.Kas\.26 11:45$/);
    expect(items[2]).not.toHaveAttribute('data-unread');
    expect(within(list()).getAllByText('Okunmamış')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows '-' for a notification without a timestamp", () => {
    renderWithI18n(<NotificationsPanel notifications={sampleNotifications} />);
    expect(within(row(/^Planlı bakım/)).getByText('-').tagName).toBe('TIME');
  });

  it('draws the icon of each type: up for deposits, down for withdrawals, gift, trophy, megaphone', () => {
    renderWithI18n(<NotificationsPanel notifications={sampleNotifications} />);
    const icon = (name: RegExp) => row(name).querySelector('[data-type] svg');
    expect(icon(/Para yatırma/)).toHaveClass('lucide-arrow-up');
    expect(icon(/Para çekme/)).toHaveClass('lucide-arrow-down');
    expect(icon(/bonusunuz/)).toHaveClass('lucide-gift');
    expect(icon(/Jackpot/)).toHaveClass('lucide-trophy');
    expect(icon(/Planlı bakım/)).toHaveClass('lucide-megaphone');
  });

  it('treats a type it does not know as a system notification', () => {
    const unknown = { ...sampleNotifications[0], id: 1, type: 9 } as unknown as Notification;
    renderWithI18n(<NotificationsPanel notifications={[unknown]} selectedId={1} />);
    expect(screen.getByRole('heading', { name: 'Sistem' })).toBeInTheDocument();
  });

  it('opens the detail of the chosen notification and goes back to the list', async () => {
    const onSelect = vi.fn();
    const onBack = vi.fn();
    const { container } = renderWithI18n(
      <SelectableNotificationsPanel
        notifications={sampleNotifications}
        timeZone="UTC"
        onSelect={onSelect}
        onBack={onBack}
      />,
    );
    const panel = container.firstElementChild;
    expect(panel).toHaveAttribute('data-view', 'list');

    await userEvent.click(row(/bonusunuz/));
    expect(onSelect).toHaveBeenCalledWith(sampleNotifications[1]);
    expect(panel).toHaveAttribute('data-view', 'detail');
    const detail = screen.getByRole('article', { name: 'Bonus' });
    expect(detail).toHaveTextContent('Hoş geldin bonusunuz tanımlandı');
    expect(detail).toHaveTextContent('21.Kas.26 18:30');
    expect(detail).toHaveTextContent(sampleNotifications[1]!.note);
    const back = within(detail).getByRole('button', { name: 'Bildirimlere dön' });
    expect(back).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(panel).toHaveAttribute('data-view', 'list');
    expect(row(/bonusunuz/)).toHaveFocus();
  });

  it('keeps the list out of reach while a detail is open, and the detail while it is closed', () => {
    const { container, rerender } = renderWithI18n(
      <NotificationsPanel notifications={sampleNotifications} />,
    );
    const [listPane, detailPane] = container.querySelectorAll('[data-pane]');
    expect(listPane).not.toHaveAttribute('inert');
    expect(detailPane).toHaveAttribute('inert');
    rerender(<NotificationsPanel notifications={sampleNotifications} selectedId={103} />);
    expect(listPane).toHaveAttribute('inert');
    expect(detailPane).not.toHaveAttribute('inert');
    expect(screen.getByRole('heading', { name: 'Para Çekme' })).toBeInTheDocument();
  });

  it('shows the list when the selected id is not in it', () => {
    const { container } = renderWithI18n(
      <NotificationsPanel notifications={sampleNotifications} selectedId={999} />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-view', 'list');
  });

  it('names the detail by type in English', () => {
    renderWithI18n(<NotificationsPanel notifications={sampleNotifications} selectedId={105} />, {
      locale: 'en',
    });
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to notifications' })).toBeInTheDocument();
  });

  it('says where new notifications will appear when there are none', async () => {
    const { container } = renderWithI18n(<NotificationsPanel notifications={[]} />, {
      locale: 'en',
    });
    expect(
      screen.getByText('When you have a new notification, you will see it here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a spinner while loading', () => {
    const { container } = renderWithI18n(
      <NotificationsPanel notifications={sampleNotifications} loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Bildirimler yükleniyor...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });
});
