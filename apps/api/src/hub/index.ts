export type { HubTimings } from './hub-connection';
export type { HubPublisher } from './hub-publisher';
export {
  defaultHubTimings,
  type HubOptions,
  hubPath,
  type NotifyHub,
  registerHub,
} from './register-hub';
