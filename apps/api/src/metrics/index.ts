export {
  challengeSolutions,
  challengesIssued,
  messageDeliveries,
  rateLimitTrips,
  walletEntries,
} from './domain-metrics';
export { metricsPath, registerMetrics, unmatchedRoute } from './register-metrics';
