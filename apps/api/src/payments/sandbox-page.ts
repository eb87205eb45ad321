import { createHash } from 'node:crypto';
import { TransactionStatus } from '@zar/api-client/contract';
import { escapeHtml, type Locale, serverMessage, translate } from '../http';
import { formatInstant, responsibleGamingMessages } from '../responsible-gaming/player-limits';
import { formatAmount, paymentMessages } from './payment-messages';
import type { DepositPage } from './settlement';

/** What the page says: keys of `serverPayments.sandboxPage` in `@zar/locales/server`. */
const pageTexts = paymentMessages.sandboxPage;

/** A string of the page in `locale`, filled in and escaped for HTML. */
function pageText(
  locale: Locale,
  key: keyof typeof pageTexts,
  values: Record<string, string> = {},
): string {
  return escapeHtml(translate(locale, pageTexts[key], values));
}

const styles = [
  ':root{color-scheme:dark;font-family:Inter,"Segoe UI","Helvetica Neue",Arial,sans-serif}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1220;color:#e9eef8;font-size:16px;line-height:1.5}',
  'main{box-sizing:border-box;width:min(100% - 32px,440px);margin:32px 0;padding:32px 24px;background:#111a2e;border:1px solid #24314f;border-radius:16px}',
  'h1{margin:0 0 16px;font-size:24px;line-height:1.25}',
  '.note{margin:0 0 24px;padding:8px 12px;border-radius:6px;background:#172340;color:#e9eef8;font-size:14px}',
  'dl{display:grid;grid-template-columns:auto 1fr;align-items:baseline;gap:8px 16px;margin:0 0 24px}',
  'dt{color:#8e9bb5}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}',
  '.amount{font-size:24px;font-weight:700}',
  '.actions{display:flex;flex-wrap:wrap;gap:12px}.actions form{flex:1 1 140px;margin:0}',
  'button{width:100%;min-height:44px;padding:10px 16px;border-radius:6px;font:inherit;font-weight:700;cursor:pointer}',
  '.confirm{background:#f5b700;color:#1a1200;border:1px solid #f5b700}',
  '.cancel{background:transparent;color:#e9eef8;border:1px solid #8e9bb5}',
  'button:focus-visible,a:focus-visible{outline:2px solid #f5b700;outline-offset:2px}',
  'nav{margin-top:24px;font-size:14px}a{color:#e9eef8}',
].join('');

/** The Content-Security-Policy of the payment page: its one inline style sheet, forms to itself. */
export const sandboxPageCsp = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(styles).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** Where the page and its two forms are, for one token and language. */
export interface SandboxPageLinks {
  /** The page itself in another language. */
  page(locale: Locale): string;
  confirm: string;
  cancel: string;
}

/** The sandbox payment page of a deposit (or of an unknown token when `deposit` is null). */
export function renderSandboxPage({
  deposit,
  methodName,
  links,
  locale,
}: {
  deposit: DepositPage | null;
  methodName: string;
  links: SandboxPageLinks;
  locale: Locale;
}): string {
  const t = (key: keyof typeof pageTexts) => pageText(locale, key);
  const other: Locale = locale === 'tr' ? 'en' : 'tr';
  const languageLink = `<nav aria-label="${t('language')}"><a href="${escapeHtml(links.page(other))}" lang="${other}" hreflang="${other}">${other === 'en' ? 'English' : 'Türkçe'}</a></nav>`;
  return document(locale, t('title'), `${body(deposit, methodName, links, locale)}${languageLink}`);
}

function body(
  deposit: DepositPage | null,
  methodName: string,
  links: SandboxPageLinks,
  locale: Locale,
): string {
  const t = (key: keyof typeof pageTexts) => pageText(locale, key);
  if (!deposit) return `<h1>${t('unknownHeading')}</h1><p>${t('unknownText')}</p>`;
  const money = formatAmount(deposit.amountKurus, locale);
  const amount = escapeHtml(money);
  if (deposit.paused) {
    const { until } = deposit.paused;
    const why =
      until === null
        ? serverMessage(responsibleGamingMessages.excludedForGood, locale)
        : serverMessage(responsibleGamingMessages.excluded, locale, {
            until: formatInstant(until, locale),
          });
    return `<h1>${t('pausedHeading')}</h1><p role="alert">${escapeHtml(why)}</p><p>${t('pausedText')}</p>`;
  }
  if (deposit.status === TransactionStatus.Confirmed) {
    return `<h1>${t('confirmedHeading')}</h1><p role="status">${pageText(locale, 'confirmedText', { amount: money })}</p>`;
  }
  if (deposit.status !== TransactionStatus.Created) {
    return `<h1>${t('cancelledHeading')}</h1><p role="status">${t('cancelledText')}</p>`;
  }
  return (
    `<h1>${t('confirmHeading')}</h1>` +
    `<p class="note">${t('sandboxNote')}</p>` +
    `<dl><dt>${t('amount')}</dt><dd class="amount">${amount}</dd>` +
    `<dt>${t('method')}</dt><dd>${escapeHtml(methodName)}</dd>` +
    `<dt>${t('reference')}</dt><dd>#${deposit.id}</dd></dl>` +
    `<div class="actions">` +
    `<form method="post" action="${escapeHtml(links.confirm)}"><button type="submit" class="confirm">${t('confirm')}</button></form>` +
    `<form method="post" action="${escapeHtml(links.cancel)}"><button type="submit" class="cancel">${t('cancel')}</button></form>` +
    `</div>`
  );
}

function document(locale: Locale, title: string, content: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${styles}</style></head><body><main>${content}</main></body></html>`;
}
