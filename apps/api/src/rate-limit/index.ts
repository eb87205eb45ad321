export {
  accountRateRules,
  createRateLimiter,
  type RateCharge,
  type RateLimiter,
  type RateRule,
} from './rate-limiter';
