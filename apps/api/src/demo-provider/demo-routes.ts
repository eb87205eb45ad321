import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import {
  bodyLimitOf,
  framedPageContentSecurityPolicy,
  markupFramedPageContentSecurityPolicy,
  serverMessage,
  translate,
} from '../http';
import { type CrashGame, crashStartRequest } from './crash-game';
import { type DemoEngine, demoEngines } from './demo-engines';
import {
  recompute,
  rouletteSpinRequest,
  slotSpinRequest,
  spinRoulette,
  spinSlot,
} from './demo-games';
import {
  type DemoCore,
  type DemoLaunch,
  gameMessages,
  RoundRefused,
  validClientSeed,
} from './demo-rounds';
import { hashServerSeed } from './fairness';
import { gamePage, notFoundPage, verifyPage } from './game-pages';

/** The browser files of the game pages, served from `apps/api/games-client`. */
const assetNames = ['games.css', 'common.js', 'slot.js', 'roulette.js', 'crash.js'];

export interface GameAssets {
  /** The asset's address relative to a game page, with its content hash for caching. */
  url(name: string): string;
  get(name: string): { body: Buffer; type: string; version: string } | undefined;
}

/**
 * Reads browser files once (the game pages' by default); each is addressed with its content hash.
 * `generated` adds files made by the server (name → text), e.g. the sportsbook's `slip-math.js`.
 */
export async function loadGameAssets(
  folder: string,
  names: string[] = assetNames,
  generated: Record<string, string> = {},
): Promise<GameAssets> {
  const files = new Map<string, { body: Buffer; type: string; version: string }>();
  const sources = [
    ...names.map((name) => [name, () => readFile(join(folder, name))] as const),
    ...Object.entries(generated).map(
      ([name, text]) => [name, async () => Buffer.from(text, 'utf8')] as const,
    ),
  ];
  for (const [name, read] of sources) {
    const body = await read();
    files.set(name, {
      body,
      type: name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      version: createHash('sha256').update(body).digest('hex').slice(0, 12),
    });
  }
  return {
    url: (name) => `assets/${name}?v=${files.get(name)?.version ?? ''}`,
    get: (name) => files.get(name),
  };
}

const launchBody = z.object({ launch: z.string().min(10).max(64) });

const texts = gameMessages;

/**
 * The demo provider's pages and the JSON calls they make. The pages run in sandboxed frames
 * without the site's origin (their origin is `null`), so the calls answer any origin and carry no
 * credentials: the launch id in the body is the only key, and it never leaves the frame.
 * Bodies may come as `text/plain` JSON, which needs no CORS preflight.
 */
export function registerDemoRoutes(
  app: FastifyInstance,
  { core, crash, assets }: { core: DemoCore; crash: CrashGame; assets: GameAssets },
): void {
  app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    });
    scope.options('/api/games/demo/api/*', async (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .code(204)
        .send(),
    );

    scope.get('/api/games/demo/assets/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const asset = assets.get(name);
      if (!asset) return reply.code(404).send({ success: false, message: 'Not found' });
      const { v } = request.query as { v?: string };
      reply.header(
        'cache-control',
        v === asset.version ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      return reply.type(asset.type).send(asset.body);
    });

    scope.get('/api/games/demo/verify', async (request, reply) => {
      const query = z
        .object({
          game: z.enum(demoEngines).catch('slot'),
          serverSeed: z.string().max(128).optional(),
          clientSeed: z.string().max(64).optional(),
          nonce: z.coerce.number().int().nonnegative().max(1e9).optional(),
          lang: z.enum(['tr', 'en']).catch('tr'),
        })
        .parse(request.query ?? {});
      const result =
        query.serverSeed && query.clientSeed !== undefined && query.nonce !== undefined
          ? {
              serverSeedHash: hashServerSeed(query.serverSeed),
              outcome: recompute(query.game, {
                serverSeed: query.serverSeed,
                clientSeed: query.clientSeed,
                nonce: query.nonce,
              }),
            }
          : null;
      return html(reply, verifyPage({ ...query, result, assets }));
    });

    scope.get('/api/games/demo/:gameCode', async (request, reply) => {
      const { launch: launchId = '', in: frame } = request.query as {
        launch?: string;
        in?: string;
      };
      const launch = await core.findLaunch(String(launchId));
      const { gameCode } = request.params as { gameCode: string };
      if (!launch || launch.game_code !== gameCode) {
        return html(reply.code(404), notFoundPage(texts.unknownLaunch));
      }
      if (frame === softGamingsMarkupFrame) {
        reply.header('content-security-policy', markupFramedPageContentSecurityPolicy);
      }
      return html(reply, gamePage(launch, assets));
    });

    /**
     * A JSON call of a page: body parsed, launch found (of `engine`'s game when given: a slot's
     * launch plays no crash rounds), refusals answered in its language.
     */
    const call = <T extends z.ZodType>(
      path: string,
      schema: T,
      handler: (launch: DemoLaunch, body: z.output<T>) => Promise<unknown>,
      engine?: DemoEngine,
    ) =>
      scope.post(
        `/api/games/demo/api/${path}`,
        {
          bodyLimit: bodyLimitOf(schema),
          // A round's answer is a few hundred bytes, under the compression threshold: the spins
          // (the hottest calls) skip the compression plugin's hooks, which would pass it through.
          ...(path.endsWith('/spin') && { compress: false as const }),
        },
        async (request, reply) => {
          let raw: unknown = request.body;
          if (typeof raw === 'string') {
            try {
              raw = JSON.parse(raw);
            } catch {
              raw = null;
            }
          }
          const head = launchBody.safeParse(raw);
          const launch = head.success ? await core.findLaunch(head.data.launch) : null;
          if (!launch) return refuse(reply, 404, translate('tr', texts.unknownLaunch), true);
          const language = launch.language === 'en' ? 'en' : 'tr';
          const parsed = schema.safeParse(raw);
          if (!parsed.success || (engine !== undefined && launch.engine !== engine)) {
            return refuse(reply, 400, translate(language, texts.badRequest));
          }
          try {
            return { success: true, message: null, data: await handler(launch, parsed.data) };
          } catch (error) {
            if (error instanceof RoundRefused) {
              return refuse(
                reply,
                400,
                serverMessage(error.text, language),
                error.reload,
                error.balanceKurus,
              );
            }
            throw error;
          }
        },
      );

    call('state', launchBody, async (launch) => ({
      balance: Number(await core.balance(launch)) / 100,
      seeds: await core.currentSeeds(launch.user_code),
      history: await core.history(launch),
      crash: launch.engine === 'crash' ? await crash.state(launch) : null,
    }));
    call(
      'slot/spin',
      launchBody.extend(slotSpinRequest.shape),
      (launch, body) => spinSlot(core, launch, body.bet),
      'slot',
    );
    call(
      'roulette/spin',
      launchBody.extend(rouletteSpinRequest.shape),
      (launch, body) => spinRoulette(core, launch, body.bets),
      'roulette',
    );
    call(
      'crash/start',
      launchBody.extend(crashStartRequest.shape),
      (launch, body) => crash.start(launch, body),
      'crash',
    );
    call('crash/state', launchBody, (launch) => crash.state(launch), 'crash');
    call(
      'crash/cashout',
      launchBody.extend({ round: z.number().int().positive() }),
      (launch, body) => crash.cashOut(launch, body.round),
      'crash',
    );
    call(
      'seeds/rotate',
      launchBody.extend({ clientSeed: z.string().max(64).optional() }),
      async (launch, body) => {
        if (body.clientSeed !== undefined && !validClientSeed(body.clientSeed)) {
          throw new RoundRefused(texts.badSeed);
        }
        const rotated = await core.rotateSeeds(launch.user_code, body.clientSeed);
        return {
          ...rotated,
          next: await core.currentSeeds(launch.user_code),
          history: await core.history(launch),
        };
      },
    );
  });
}

/** The `in` query of a game page opened inside SoftGamings' sandboxed launch markup. */
export const softGamingsMarkupFrame = 'markup';

function html(reply: FastifyReply, page: string) {
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', framedPageContentSecurityPolicy);
  }
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(page);
}

function refuse(
  reply: FastifyReply,
  status: number,
  message: string,
  reload = false,
  balanceKurus?: bigint,
) {
  return reply.code(status).send({
    success: false,
    message,
    ...(reload ? { reload: true } : {}),
    ...(balanceKurus === undefined ? {} : { balance: Number(balanceKurus) / 100 }),
  });
}
