// `./zar start --production` runs this before it builds anything: it names every setting that
// production mode misses or refuses, all at once, or says what the configuration amounts to.
import { loadConfig } from './config';

try {
  const config = loadConfig();
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const senders = [config.smtp && 'e-mail through SMTP', config.sms && 'SMS through Twilio'];
  process.stdout.write(
    `Configuration ok (${config.environment}): ${database}; ${senders.filter(Boolean).join(' and ') || 'messages to the outbox table'}; listening on ${config.host}:${config.port}\n`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const problems = message.replace(/^Invalid API configuration: /, '').split('; ');
  process.stderr.write(
    `The configuration is not ready (ZAR_ENV=${process.env.ZAR_ENV ?? 'development'}); see docs/production.md:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`,
  );
  process.exitCode = 1;
}
