import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  developmentChallengeSecret,
  developmentGameWalletSecret,
  developmentSportsbookSecret,
  loadConfig,
} from './config';

/** What production requires besides the defaults. */
const productionSettings = {
  ZAR_ENV: 'production',
  ZAR_GAME_WALLET_SECRET: 'game-wallet-secret-0123456789-abcdef',
  ZAR_SPORTSBOOK_SECRET: 'sportsbook-secret-0123456789-abcdefgh',
  ZAR_CHALLENGE_SECRET: 'challenge-secret-0123456789-abcdefghi',
  ZAR_PUBLIC_URL: 'https://zar.example',
};

/** E-mail through SMTP: production needs it or the SMS settings. */
const smtpSettings = {
  ZAR_SMTP_URL: 'smtps://zar:mail-password@mail.example:465',
  ZAR_MAIL_FROM: 'Zar <no-reply@zar.example>',
};

const twilioSettings = {
  ZAR_SMS_TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  ZAR_SMS_TWILIO_AUTH_TOKEN: 'twilio-auth-token-0123456789',
  ZAR_SMS_FROM: '+905551112233',
};

/** A complete production configuration. */
const production = { ...productionSettings, ...smtpSettings };

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080, PGlite under the repository .data and the site build', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databaseSchema: undefined,
      dataDir: `${repositoryRoot}/.data`,
      siteDir: `${repositoryRoot}/apps/site/dist`,
      mediaDir: `${repositoryRoot}/apps/api/media`,
      environment: 'development',
      operatorToken: undefined,
      gameWalletSecret: developmentGameWalletSecret,
      trustedProxies: [],
      shutdownDrainMs: 0,
      corsOrigins: [],
      frameOrigins: [],
      sportsbookSecret: developmentSportsbookSecret,
      challengeSecret: developmentChallengeSecret,
      sandboxPayments: true,
      publicUrl: undefined,
      smtp: undefined,
      sms: undefined,
    });
  });

  it('reads every variable, ZAR_ENV winning over NODE_ENV', () => {
    const config = loadConfig({
      PORT: '8095',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://zar@db:5432/zar',
      DATABASE_SCHEMA: 'zar_brand_2',
      ZAR_DATA_DIR: '/var/lib/zar',
      SITE_DIR: '/srv/zar-site',
      ZAR_MEDIA_DIR: '/srv/zar-media',
      NODE_ENV: 'development',
      ZAR_ENV: 'production',
      ZAR_OPERATOR_TOKEN: 'operator-secret-0123456789',
      ZAR_GAME_WALLET_SECRET: 'game-wallet-secret-0123456789-abcdef',
      ZAR_TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16,::1',
      ZAR_SHUTDOWN_DRAIN_MS: '5000',
      ZAR_CORS_ORIGINS: 'https://partner.example, https://admin.example:8443',
      ZAR_FRAME_ORIGINS: 'https://games.example',
      ZAR_SPORTSBOOK_SECRET: 'sportsbook-secret-0123456789-abcdefgh',
      ZAR_CHALLENGE_SECRET: 'challenge-secret-0123456789-abcdefghi',
      ZAR_SANDBOX_PAYMENTS: '1',
      ZAR_PUBLIC_URL: 'https://zar.example/play',
      ...smtpSettings,
      ...twilioSettings,
      ZAR_SMS_TWILIO_BASE_URL: 'http://127.0.0.1:9000',
    });
    expect(config).toEqual({
      port: 8095,
      host: '0.0.0.0',
      databaseUrl: 'postgres://zar@db:5432/zar',
      databaseSchema: 'zar_brand_2',
      dataDir: '/var/lib/zar',
      siteDir: '/srv/zar-site',
      mediaDir: '/srv/zar-media',
      environment: 'production',
      operatorToken: 'operator-secret-0123456789',
      gameWalletSecret: 'game-wallet-secret-0123456789-abcdef',
      trustedProxies: ['10.0.0.5', '10.1.0.0/16', '::1'],
      shutdownDrainMs: 5000,
      corsOrigins: ['https://partner.example', 'https://admin.example:8443'],
      frameOrigins: ['https://games.example'],
      sportsbookSecret: 'sportsbook-secret-0123456789-abcdefgh',
      challengeSecret: 'challenge-secret-0123456789-abcdefghi',
      sandboxPayments: true,
      publicUrl: 'https://zar.example/play/',
      smtp: { url: smtpSettings.ZAR_SMTP_URL, from: smtpSettings.ZAR_MAIL_FROM },
      sms: {
        accountSid: twilioSettings.ZAR_SMS_TWILIO_ACCOUNT_SID,
        authToken: twilioSettings.ZAR_SMS_TWILIO_AUTH_TOKEN,
        from: '+905551112233',
        baseUrl: 'http://127.0.0.1:9000',
      },
    });
  });

  it('refuses production without a message sender, and half a provider anywhere', () => {
    expect(() => loadConfig(productionSettings)).toThrow(
      /production needs a message sender: ZAR_SMTP_URL and ZAR_MAIL_FROM \(e-mail\), or ZAR_SMS_TWILIO_ACCOUNT_SID, ZAR_SMS_TWILIO_AUTH_TOKEN and ZAR_SMS_FROM \(SMS\)/,
    );
    // Either provider alone will do.
    expect(loadConfig({ ...productionSettings, ...twilioSettings }).sms).toMatchObject({
      baseUrl: 'https://api.twilio.com',
      from: '+905551112233',
    });
    expect(loadConfig({ ...productionSettings, ...smtpSettings }).sms).toBeUndefined();
    expect(() => loadConfig({ ZAR_SMTP_URL: smtpSettings.ZAR_SMTP_URL })).toThrow(
      /ZAR_SMTP_URL is set but ZAR_MAIL_FROM is not/,
    );
    expect(() => loadConfig({ ...twilioSettings, ZAR_SMS_TWILIO_AUTH_TOKEN: undefined })).toThrow(
      /ZAR_SMS_TWILIO_ACCOUNT_SID, ZAR_SMS_FROM are set but ZAR_SMS_TWILIO_AUTH_TOKEN is not/,
    );
    expect(() => loadConfig({ ...smtpSettings, ZAR_SMTP_URL: 'https://mail.example' })).toThrow(
      /ZAR_SMTP_URL: use an address such as smtps:/,
    );
    expect(() => loadConfig({ ...twilioSettings, ZAR_SMS_FROM: '05551112233' })).toThrow(
      /ZAR_SMS_FROM: use an E.164 number/,
    );
    expect(() => loadConfig({ ...twilioSettings, ZAR_SMS_TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      /ZAR_SMS_TWILIO_ACCOUNT_SID/,
    );
    // Outside production the outbox is the sender when none is set.
    expect(loadConfig({}).smtp).toBeUndefined();
  });

  it('keeps memory:// as is, takes NODE_ENV when known and treats blank values as unset', () => {
    const config = loadConfig({
      ZAR_DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      PORT: '',
      DATABASE_URL: '',
    });
    expect(config).toMatchObject({ dataDir: 'memory://', environment: 'test', port: 8080 });
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'staging' }).environment).toBe('development');
  });

  it('requires its own secrets and public address in production', () => {
    expect(() => loadConfig({ ZAR_ENV: 'production' })).toThrow(
      /ZAR_GAME_WALLET_SECRET, ZAR_SPORTSBOOK_SECRET, ZAR_CHALLENGE_SECRET, ZAR_PUBLIC_URL are required in production/,
    );
    for (const name of Object.keys(productionSettings).filter((key) => key !== 'ZAR_ENV')) {
      expect(() => loadConfig({ ...production, [name]: undefined })).toThrow(
        new RegExp(`${name} is required in production`),
      );
    }
    expect(() => loadConfig({ ZAR_GAME_WALLET_SECRET: 'too-short' })).toThrow(
      /ZAR_GAME_WALLET_SECRET/,
    );
    expect(() => loadConfig({ ZAR_SPORTSBOOK_SECRET: 'too-short' })).toThrow(
      /ZAR_SPORTSBOOK_SECRET/,
    );
    expect(() => loadConfig({ ...production, ZAR_PUBLIC_URL: 'zar.example' })).toThrow(
      /ZAR_PUBLIC_URL/,
    );
  });

  it('refuses the published development secrets in production', () => {
    for (const [name, secret] of [
      ['ZAR_GAME_WALLET_SECRET', developmentGameWalletSecret],
      ['ZAR_SPORTSBOOK_SECRET', developmentSportsbookSecret],
      ['ZAR_CHALLENGE_SECRET', developmentChallengeSecret],
    ] as const) {
      expect(() => loadConfig({ ...production, [name]: secret })).toThrow(
        new RegExp(`${name} is a development secret, published with the code`),
      );
      // Outside production they are the defaults anyway.
      expect(() => loadConfig({ [name]: secret })).not.toThrow();
    }
  });

  it('keeps the sandbox payments off in production unless ZAR_SANDBOX_PAYMENTS=1', () => {
    expect(loadConfig(production).sandboxPayments).toBe(false);
    expect(loadConfig({ ...production, ZAR_SANDBOX_PAYMENTS: '1' }).sandboxPayments).toBe(true);
    expect(loadConfig({}).sandboxPayments).toBe(true);
    expect(loadConfig({ ZAR_ENV: 'test' }).sandboxPayments).toBe(true);
    expect(loadConfig({ ZAR_SANDBOX_PAYMENTS: '0' }).sandboxPayments).toBe(false);
  });

  it('refuses development or test mode on a network interface unless allowed', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'zar.example']) {
      expect(() => loadConfig({ HOST: host })).toThrow(/ZAR_ALLOW_DEV_ON_NETWORK/);
      expect(() => loadConfig({ HOST: host, ZAR_ENV: 'test' })).toThrow(/ZAR_ALLOW_DEV_ON_NETWORK/);
      expect(loadConfig({ HOST: host, ZAR_ALLOW_DEV_ON_NETWORK: '1' }).host).toBe(host);
      expect(loadConfig({ ...production, HOST: host }).host).toBe(host);
    }
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
  });

  it('refuses an origin list entry that is not an origin', () => {
    expect(() => loadConfig({ ZAR_CORS_ORIGINS: 'partner.example' })).toThrow(/ZAR_CORS_ORIGINS/);
    expect(() => loadConfig({ ZAR_FRAME_ORIGINS: 'https://games.example/play' })).toThrow(
      /ZAR_FRAME_ORIGINS/,
    );
    expect(() => loadConfig({ ZAR_CORS_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /ZAR_CORS_ORIGINS/,
    );
  });

  it('refuses a database schema name that would need quoting', () => {
    expect(() => loadConfig({ DATABASE_SCHEMA: 'Zar-Brand' })).toThrow(/DATABASE_SCHEMA/);
  });

  it('names every setting production misses or refuses in one message', () => {
    expect(() =>
      loadConfig({
        ZAR_ENV: 'production',
        ZAR_SPORTSBOOK_SECRET: developmentSportsbookSecret,
        ZAR_SMTP_URL: 'smtps://user:password@mail.example:465',
      }),
    ).toThrow(
      'Invalid API configuration: ZAR_GAME_WALLET_SECRET, ZAR_CHALLENGE_SECRET, ZAR_PUBLIC_URL are required in production; ZAR_SPORTSBOOK_SECRET is a development secret, published with the code; production needs its own; ZAR_SMTP_URL is set but ZAR_MAIL_FROM is not; production needs a message sender',
    );
  });

  it('drains for 3 s on SIGTERM in production and stops at once elsewhere, unless told', () => {
    expect(loadConfig(production).shutdownDrainMs).toBe(3000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ZAR_SHUTDOWN_DRAIN_MS: '2500' }).shutdownDrainMs).toBe(2500);
    expect(() => loadConfig({ ZAR_SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/ZAR_SHUTDOWN_DRAIN_MS/);
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid API configuration: PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('refuses a trusted proxy that is neither an address nor a range', () => {
    expect(() => loadConfig({ ZAR_TRUSTED_PROXIES: '10.0.0.5,*' })).toThrow(/ZAR_TRUSTED_PROXIES/);
    expect(() => loadConfig({ ZAR_TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/ZAR_TRUSTED_PROXIES/);
    expect(() => loadConfig({ ZAR_TRUSTED_PROXIES: 'true' })).toThrow(/ZAR_TRUSTED_PROXIES/);
  });

  it('refuses an unknown ZAR_ENV', () => {
    expect(() => loadConfig({ ZAR_ENV: 'staging' })).toThrow(/ZAR_ENV/);
  });

  it('refuses an operator token shorter than 16 characters', () => {
    expect(() => loadConfig({ ZAR_OPERATOR_TOKEN: 'secret' })).toThrow(/ZAR_OPERATOR_TOKEN/);
  });
});
