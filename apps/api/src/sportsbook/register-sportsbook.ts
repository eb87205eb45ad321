import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { gamesClientDir } from '../config';
import type { DatabaseHandle } from '../db';
import { loadGameAssets } from '../demo-provider';
import type { SeamlessWallet } from '../game-wallet';
import {
  bodyLimitOf,
  framedPageContentSecurityPolicy,
  type Locale,
  requestLocale,
  serverMessage,
  translate,
} from '../http';
import { type BetSlips, betSlipRequest, createBetSlips, SlipRefused, slipTexts } from './bet-slips';
import { eventView } from './event-view';
import { matchesBetween, type Sport } from './fixtures';
import { createMatchCourses } from './markets';
import { slipMathScript } from './slip-math';
import { sportsbookPage } from './sportsbook-page';

/** How often open slips whose matches ended are settled. */
export const settlementSweepMs = 30_000;

export interface SportsbookServices {
  database: DatabaseHandle;
  clock: () => Date;
  wallet: SeamlessWallet;
  /** ZAR_SPORTSBOOK_SECRET: the matches' courses follow from it (`createMatchCourses`). */
  secret: string;
}

/**
 * The language of a call of the sportsbook's page: its body's `lang` (what the page sends), else
 * the API's `locale` header, else Turkish.
 */
function languageOf(raw: unknown, request: FastifyRequest): Locale {
  const lang = (raw as { lang?: unknown } | null)?.lang;
  return lang === 'en' || lang === 'tr' ? lang : requestLocale(request.headers);
}

const eventsRequest = z.object({
  /** `sports` (pre-match), `live`, or `esports`. */
  section: z.enum(['sports', 'live', 'esports']).default('sports'),
  sport: z.enum(['football', 'basketball', 'tennis', 'esports']).optional(),
  lang: z.enum(['tr', 'en']).default('tr'),
});

const tokenBody = z.object({ token: z.string().min(1).max(200) });
/** What the page posts to place a slip: its token, the slip and its language. */
const placeRequest = betSlipRequest.extend({
  ...tokenBody.shape,
  lang: z.enum(['tr', 'en']).optional(),
});

/**
 * The in-house demo sportsbook provider: fixtures for the coming day (football, basketball,
 * tennis, e-sports) with live clocks, scores and odds, bet slips (singles and accumulators) whose
 * stakes and wins go through the seamless wallet, and a sweep that settles finished matches.
 * JSON under `/api/sportsbook/demo/api/…`, for its pages in the site's sports frame.
 */
export async function registerSportsbook(
  app: FastifyInstance,
  services: SportsbookServices,
): Promise<BetSlips> {
  const courses = createMatchCourses(services.secret);
  const slips = createBetSlips({
    db: services.database.db,
    wallet: services.wallet,
    clock: services.clock,
    courses,
  });
  // slip-math.js is the server's own slip arithmetic (`slipTotals`), so the slip shows what is taken.
  const assets = await loadGameAssets(gamesClientDir, ['sportsbook.css', 'sportsbook.js'], {
    'slip-math.js': slipMathScript(),
  });

  app.register(async (scope) => {
    scope.get('/api/sportsbook/demo/', async (request, reply) => {
      const query = z
        .object({
          section: z.enum(['sports', 'live', 'esports']).catch('sports'),
          lang: z.enum(['tr', 'en']).catch('tr'),
        })
        .parse(request.query ?? {});
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', framedPageContentSecurityPolicy)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(sportsbookPage({ section: query.section, language: query.lang, assets }));
    });
    scope.get('/api/sportsbook/demo/assets/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const asset = assets.get(name);
      if (!asset) {
        return refuse(
          reply,
          404,
          serverMessage('serverHttp:notFound', requestLocale(request.headers)),
        );
      }
      const { v } = request.query as { v?: string };
      reply.header(
        'cache-control',
        v === asset.version ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      return reply.type(asset.type).send(asset.body);
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('access-control-allow-origin', '*');
      return payload;
    });
    const body = (raw: unknown): unknown => {
      if (typeof raw !== 'string') return raw;
      try {
        return JSON.parse(raw);
      } catch {
        return null;
      }
    };
    // A failure nobody foresaw is still answered in the page's language: the body names it, not
    // the `locale` header the app's error handler reads, so that header is set from it first.
    scope.setErrorHandler((error, request) => {
      request.headers.locale = languageOf(body(request.body), request);
      throw error;
    });

    scope.post(
      '/api/sportsbook/demo/api/events',
      { bodyLimit: bodyLimitOf(eventsRequest) },
      async (request, reply) => {
        const raw = body(request.body) ?? {};
        const parsed = eventsRequest.safeParse(raw);
        if (!parsed.success) {
          return refuse(
            reply,
            400,
            serverMessage('serverHttp:badRequest', languageOf(raw, request)),
          );
        }
        const { section, sport, lang } = parsed.data;
        const now = services.clock();
        const sports: Sport[] | undefined =
          section === 'esports'
            ? ['esports']
            : sport
              ? [sport]
              : ['football', 'basketball', 'tennis'];
        // By kickoff across the sports: listed sport by sport, the first 60 were all football.
        const matches = (sports ?? [])
          .flatMap((each) =>
            matchesBetween(
              new Date(now.getTime() - 3 * 3600_000),
              new Date(now.getTime() + 24 * 3600_000),
              each,
            ),
          )
          .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id.localeCompare(b.id));
        const events = matches
          .map((match) => eventView(courses, match, now, lang))
          .filter((event) =>
            section === 'live'
              ? event.state.status === 'live'
              : section === 'esports'
                ? event.state.status !== 'finished'
                : event.state.status === 'scheduled',
          )
          .slice(0, 60);
        return { success: true, message: null, data: { now: now.toISOString(), events } };
      },
    );

    scope.post(
      '/api/sportsbook/demo/api/place',
      { bodyLimit: bodyLimitOf(placeRequest) },
      async (request, reply) => {
        const raw = body(request.body);
        const token = tokenBody.safeParse(raw);
        const slip = betSlipRequest.safeParse(raw);
        const language = languageOf(raw, request);
        if (!token.success)
          return refuse(reply, 401, translate(language, slipTexts.logIn), { login: true });
        if (!slip.success) return refuse(reply, 400, translate(language, slipTexts.invalid));
        try {
          return {
            success: true,
            message: null,
            data: await slips.place(token.data.token, slip.data),
          };
        } catch (error) {
          if (error instanceof SlipRefused)
            return refuse(reply, 400, serverMessage(error.text, language), error.details);
          throw error;
        }
      },
    );

    scope.post(
      '/api/sportsbook/demo/api/bets',
      { bodyLimit: bodyLimitOf(tokenBody) },
      async (request, reply) => {
        const raw = body(request.body);
        const token = tokenBody.safeParse(raw);
        const session = token.success
          ? await services.wallet.findGameSession(token.data.token)
          : null;
        if (!session) {
          return refuse(reply, 401, translate(languageOf(raw, request), slipTexts.sessionEnded), {
            login: true,
          });
        }
        return { success: true, message: null, data: await slips.slipsOf(session.playerId) };
      },
    );
  });

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      slips
        .settleDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'Settling sports bets failed'));
    }, settlementSweepMs);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
  return slips;
}

function refuse(
  reply: FastifyReply,
  status: number,
  message: string,
  details: Record<string, unknown> = {},
) {
  return reply.code(status).send({ success: false, message, ...details });
}
