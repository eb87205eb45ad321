export {
  accountRateRules,
  createRateLimiter,
  ownAddressCharge,
  type RateCharge,
  type RateLimiter,
  type RateRule,
  smsNumberCharge,
} from './rate-limiter';
