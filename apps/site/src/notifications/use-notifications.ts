import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '../api/api-client';
import { useIsLoggedIn } from '../stores/session-store';

/** The logged-in player's notifications (skip 0, take 100), refreshed by the socket's pushes. */
export function useNotifications() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...apiQueries.notifications(), enabled: isLoggedIn });
}

/** How many of the player's notifications are unread; 0 for a visitor. */
export function useUnreadCount(): number {
  const { data } = useNotifications();
  return data?.filter((notification) => !notification.isRead).length ?? 0;
}
