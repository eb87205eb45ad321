import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@zar/api-client';

import { NotificationSheet, NotificationsPanel } from '@zar/ui';
import { useState } from 'react';
import { apiMutations, apiQueries } from '../api/api-client';
import { useIsLoggedIn } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { useNotifications } from './use-notifications';

/**
 * The notification bottom sheet (SPEC §2, §4): the list, and the detail of the one selected.
 * Selecting an unread one sends the mark-read call and, on success, marks it read locally; a
 * failure leaves it unread and shows nothing. Selecting a read one only opens it.
 */
export function SiteNotificationSheet() {
  const isLoggedIn = useIsLoggedIn();
  const open = useUiStore((state) => state.notificationSheetOpen);
  const setOpen = useUiStore((state) => state.setNotificationSheetOpen);
  const notifications = useNotifications();
  const queryClient = useQueryClient();
  const markRead = useMutation(apiMutations.readNotification());
  const [selectedId, setSelectedId] = useState<number>();
  if (!isLoggedIn) return null;

  const select = (notification: Notification) => {
    setSelectedId(notification.id);
    if (notification.isRead) return;
    markRead.mutate(
      { id: [notification.id] },
      {
        onSuccess: () =>
          queryClient.setQueryData<Notification[]>(apiQueries.notifications().queryKey, (list) =>
            list?.map((item) => (item.id === notification.id ? { ...item, isRead: true } : item)),
          ),
      },
    );
  };

  return (
    <NotificationSheet
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSelectedId(undefined);
      }}
    >
      <NotificationsPanel
        notifications={notifications.data ?? []}
        loading={notifications.isPending}
        selectedId={selectedId}
        onSelect={select}
        onBack={() => setSelectedId(undefined)}
      />
    </NotificationSheet>
  );
}
