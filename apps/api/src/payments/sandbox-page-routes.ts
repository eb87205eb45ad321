import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { defaultLocale, type Locale, locales } from '../http';
import type { PaymentServices } from './payment-services';
import { renderSandboxPage, type SandboxPageLinks, sandboxPageCsp } from './sandbox-page';
import {
  cancelDepositPage,
  confirmDepositPage,
  type DepositPage,
  findDepositPage,
} from './settlement';

const pagePath = '/api/payment/sandbox';

/**
 * The path of a deposit's sandbox payment page. The token travels in the query string, which the
 * request log never writes.
 */
export function depositPagePath(token: string, locale?: Locale): string {
  const query = new URLSearchParams({ token, ...(locale ? { lang: locale } : {}) });
  return `${pagePath}?${query}`;
}

function pageLinks(token: string, locale: Locale): SandboxPageLinks {
  const query = new URLSearchParams({ token, lang: locale });
  return {
    page: (other) => depositPagePath(token, other),
    confirm: `${pagePath}/confirm?${query}`,
    cancel: `${pagePath}/cancel?${query}`,
  };
}

const pageQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional()
    .catch(undefined),
  lang: z.enum(locales).optional().catch(undefined),
});

/**
 * The sandbox payment page an external deposit answers with: GET /api/payment/sandbox?token=…
 * shows the amount with Confirm and Cancel, each a POST form to `…/confirm` or `…/cancel` that
 * redirects back to the page (303). The unguessable single-use token is what makes a forged post
 * impossible; once the deposit is confirmed or cancelled, further posts change nothing. The page
 * speaks the deposit's language unless `lang` names another.
 */
export function registerSandboxPage(
  app: FastifyInstance,
  services: Omit<PaymentServices, 'providers'>,
): void {
  const { db } = services.database;

  app.register(async (scope) => {
    // The page's forms post empty url-encoded bodies; the token in the query is all they carry.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, null),
    );

    scope.get(pagePath, async (request, reply) => {
      const { token, lang } = pageQuery.parse(request.query);
      const deposit = token ? await findDepositPage(db, token) : null;
      return sendPage(reply, token, deposit, lang);
    });

    for (const [step, settle] of [
      ['confirm', confirmDepositPage],
      ['cancel', cancelDepositPage],
    ] as const) {
      scope.post(`${pagePath}/${step}`, async (request, reply) => {
        const { token, lang } = pageQuery.parse(request.query);
        const deposit = token ? await settle(db, token, services.clock(), services.events) : null;
        if (!token || !deposit) return sendPage(reply, token, null, lang);
        // Refused for a time-out or self-exclusion: the page says why, once (no redirect).
        if (deposit.paused) return sendPage(reply, token, deposit, lang);
        return reply
          .header('cache-control', 'no-store')
          .redirect(depositPagePath(token, pageLocale(lang, deposit)), 303);
      });
    }
  });

  async function sendPage(
    reply: FastifyReply,
    token: string | undefined,
    deposit: DepositPage | null,
    lang: Locale | undefined,
  ) {
    const locale = pageLocale(lang, deposit);
    const method = deposit
      ? await db
          .selectFrom('payment_method')
          .select(['name_tr', 'name_en'])
          .where('id', '=', deposit.methodId)
          .executeTakeFirst()
      : undefined;
    const html = renderSandboxPage({
      deposit,
      methodName: (locale === 'en' ? method?.name_en : method?.name_tr) ?? '',
      links: pageLinks(token ?? '', locale),
      locale,
    });
    return reply
      .code(deposit ? (deposit.paused ? 403 : 200) : 404)
      .header('content-security-policy', sandboxPageCsp)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(html);
  }
}

function pageLocale(lang: Locale | undefined, deposit: DepositPage | null): Locale {
  return lang ?? locales.find((locale) => locale === deposit?.locale) ?? defaultLocale;
}
