import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { sampleNotifications } from './notification-fixtures';
import { NotificationSheet } from './notification-sheet';
import { NotificationsPanel } from './notifications-panel';

describe('NotificationSheet', () => {
  it('is a modal titled Notifications holding the panel', () => {
    renderWithI18n(
      <NotificationSheet open onOpenChange={vi.fn()}>
        <NotificationsPanel notifications={sampleNotifications} />
      </NotificationSheet>,
      { locale: 'en' },
    );
    const sheet = screen.getByRole('dialog', { name: 'Notifications' });
    expect(sheet).toHaveClass('zar-notification-sheet');
    expect(within(sheet).getByRole('list', { name: 'Notification list' })).toBeInTheDocument();
  });

  it('asks to close from the close button and from Escape', async () => {
    const onOpenChange = vi.fn();
    renderWithI18n(
      <NotificationSheet open onOpenChange={onOpenChange}>
        <NotificationsPanel notifications={[]} />
      </NotificationSheet>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    screen.getByRole('dialog', { name: 'Bildirimler' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('renders nothing inside while closed', () => {
    renderWithI18n(
      <NotificationSheet open={false} onOpenChange={vi.fn()}>
        <NotificationsPanel notifications={sampleNotifications} />
      </NotificationSheet>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
