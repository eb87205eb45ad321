export {
  accountRateRules,
  createRateLimiter,
  type RateCharge,
  type RateLimiter,
  type RateRule,
  smsNumberCharge,
} from './rate-limiter';
