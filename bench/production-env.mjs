// What a production API started by a benchmark needs besides its database: fresh secrets per run
// (production refuses to start without them), a public address and an SMS provider. `sandboxPayments` switches
// the sandbox payment provider on, which production keeps off (the bank and crash tests confirm
// deposits on its page).
import { randomBytes } from 'node:crypto';

const secret = () => randomBytes(24).toString('hex');

/** Environment variables of a production API on `publicUrl` (default the loopback address). */
export function productionEnv({ publicUrl = 'http://127.0.0.1/', sandboxPayments = false } = {}) {
  return {
    ZAR_ENV: 'production',
    ZAR_GAME_WALLET_SECRET: secret(),
    ZAR_SPORTSBOOK_SECRET: secret(),
    ZAR_CHALLENGE_SECRET: secret(),
    ZAR_PUBLIC_URL: publicUrl,
    ZAR_SANDBOX_PAYMENTS: sandboxPayments ? '1' : '0',
    // Production needs a message provider. SMS only, to a closed loopback port: a sign-up's
    // welcome e-mail is recorded as undeliverable at once (no e-mail provider), and a benchmark
    // that texts a code measures the API, not a gateway.
    ZAR_SMS_TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    ZAR_SMS_TWILIO_AUTH_TOKEN: secret(),
    ZAR_SMS_FROM: '+905550000000',
    ZAR_SMS_TWILIO_BASE_URL: 'http://127.0.0.1:9',
  };
}
