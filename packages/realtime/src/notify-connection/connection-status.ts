import { HubConnectionState } from '@microsoft/signalr';

/**
 * Where the notification socket stands: SPEC §4's four states plus 'reconnecting', while the
 * client retries after losing the server.
 */
export type NotifyConnectionStatus =
  | 'disconnected'
  | 'connecting'
  | 'connected'
  | 'disconnecting'
  | 'reconnecting';

const statusByHubState: Record<HubConnectionState, NotifyConnectionStatus> = {
  [HubConnectionState.Disconnected]: 'disconnected',
  [HubConnectionState.Connecting]: 'connecting',
  [HubConnectionState.Connected]: 'connected',
  [HubConnectionState.Disconnecting]: 'disconnecting',
  [HubConnectionState.Reconnecting]: 'reconnecting',
};

/** Our name for a SignalR connection state. */
export function statusOf(state: HubConnectionState): NotifyConnectionStatus {
  return statusByHubState[state];
}
