export type { HubTimings } from './hub-connection';
export { balancePush, type HubPublisher } from './hub-publisher';
export {
  defaultHubTimings,
  type HubOptions,
  hubPath,
  type NotifyHub,
  registerHub,
} from './register-hub';
