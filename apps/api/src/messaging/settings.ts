/** What config.ts reads for the message providers; kept apart so config imports no transport. */

export interface SmtpSettings {
  /** ZAR_SMTP_URL, e.g. `smtps://user:password@mail.example:465`. */
  url: string;
  /** ZAR_MAIL_FROM, e.g. `Zar <no-reply@zar.example>`. */
  from: string;
}

export interface TwilioSettings {
  /** ZAR_SMS_TWILIO_ACCOUNT_SID (`AC…`). */
  accountSid: string;
  /** ZAR_SMS_TWILIO_AUTH_TOKEN. */
  authToken: string;
  /** ZAR_SMS_FROM: a Twilio number in E.164 (`+90…`) or a Messaging Service SID (`MG…`). */
  from: string;
  /** ZAR_SMS_TWILIO_BASE_URL, default `https://api.twilio.com`; tests point it at a stub. */
  baseUrl: string;
}

export const twilioBaseUrl = 'https://api.twilio.com';
