export {
  accountRateRules,
  createRateLimiter,
  handsetNumber,
  ownAddressCharge,
  type RateCharge,
  type RateLimiter,
  type RateRule,
  smsNumberCharge,
} from './rate-limiter';
