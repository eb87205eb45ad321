import type { QueryClient } from '@tanstack/react-query';
import { NotificationType, readNotifyPush } from '@zar/api-client';
import { parseNotifyPush } from '@zar/api-client/contract';
import { queryKeyPrefix } from '@zar/api-client/react';
import { createNotifyConnection, type NotifyConnection } from '@zar/realtime';
import { apiClient, apiQueries, siteRoot } from '../api/api-client';
import { useSessionStore } from '../stores/session-store';

/**
 * Development and tests check every push against the contract; the production build trusts the
 * API's pushes as it trusts its answers (the API checks each push before sending it), so a
 * player's socket brings no zod (see api-client.ts).
 */
const readPush = import.meta.env.DEV ? parseNotifyPush : readNotifyPush;

/** The hub of SPEC §7, relative to the site's root. */
export const notifyHubPath = './hub/frnotify';

/** Refetches what a socket may have missed while it was away (SPEC §4, issue #6). */
function refetchPlayerData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('notifications') });
  void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('balance') });
}

/**
 * Opens the logged-in player's notification socket (SPEC §9 settings in @zar/realtime). Each
 * connect asks the API for a single-use hub ticket, so the session token never sits in a URL.
 * A `Notification` push refreshes the notification list (and with it the badge; a deposit's or
 * withdrawal's also the financial activities), a `Balance`
 * push sets the balance the header shows; after a reconnect both are refetched.
 */
export function openNotifySocket(queryClient: QueryClient, fingerprint: string): NotifyConnection {
  const connection = createNotifyConnection({
    // Absolute, so the address is the same on every route and in every environment.
    url: new URL(notifyHubPath, siteRoot()).href,
    accessTokenFactory: async () => (await apiClient.hubTicket()).data.ticket,
    fingerprint,
  });
  connection.onMessage((command, message) => {
    const push = readPush(command, message);
    if (!push) return;
    if (push.command === 'Balance') {
      queryClient.setQueryData(apiQueries.balance().queryKey, push.message);
      useSessionStore.getState().setBalance(push.message);
    } else {
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('notifications') });
      // A money event (a deposit paid on its page, a withdrawal decided) changes the financial
      // activities, and an open card dialog waits on them to say the payment is done.
      if (
        push.message.type === NotificationType.Deposit ||
        push.message.type === NotificationType.Withdraw
      ) {
        void queryClient.invalidateQueries({
          queryKey: queryKeyPrefix('financialActivities'),
        });
      }
    }
  });
  connection.onEvent((event) => {
    if (event.type === 'reconnected') refetchPlayerData(queryClient);
  });
  // A first connect that fails is not retried; the balance polling still keeps the page current.
  connection.start().catch(() => {});
  return connection;
}
