import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { gamePlatform } from './enumerations';
import { envelope } from './envelope';

/** A launch answer: the game address (HTML plus an inline script for SoftGamings). */
const launchResponse = envelope(z.string().min(1));
const gameCode = z.string().min(1);

/** Body of the EGT Digital and Hub88 launch calls. */
export const platformLaunchRequest = z.object({
  platform: gamePlatform,
  gameCode,
  language: z.string().min(2),
  lobbyUrl: z.string().min(1),
});
export type PlatformLaunchRequest = z.infer<typeof platformLaunchRequest>;

/** POST casino/dtlaunchurl. */
export const dtLaunchUrl = defineEndpoint({
  method: 'POST',
  path: 'casino/dtlaunchurl',
  request: z.object({ code: gameCode }),
  response: launchResponse,
  auth: true,
  effect: 'write',
});

/** POST casino/emlaunchurl (EveryMatrix). */
export const emLaunchUrl = defineEndpoint({
  method: 'POST',
  path: 'casino/emlaunchurl',
  request: z.object({ code: gameCode, productId: z.string().min(1) }),
  response: launchResponse,
  auth: true,
  effect: 'write',
});

/** POST casino/amusnetlaunchurl (Amusnet). */
export const amusnetLaunchUrl = defineEndpoint({
  method: 'POST',
  path: 'casino/amusnetlaunchurl',
  request: z.object({ code: gameCode, isMobile: z.boolean() }),
  response: launchResponse,
  auth: true,
  effect: 'write',
});

/** POST casino/egtlaunchurl (EGT Digital). */
export const egtLaunchUrl = defineEndpoint({
  method: 'POST',
  path: 'casino/egtlaunchurl',
  request: platformLaunchRequest,
  response: launchResponse,
  auth: true,
  effect: 'write',
});

/** POST casino/hub88launchurl (Hub88). */
export const hub88LaunchUrl = defineEndpoint({
  method: 'POST',
  path: 'casino/hub88launchurl',
  request: platformLaunchRequest,
  response: launchResponse,
  auth: true,
  effect: 'write',
});

/** POST casino/softgamingslaunchurl (SoftGamings); `data` is HTML plus an inline script. */
export const softGamingsLaunchUrl = defineEndpoint({
  method: 'POST',
  path: 'casino/softgamingslaunchurl',
  request: z.object({
    system: z.string().min(1),
    pageCode: gameCode,
    isMobile: z.union([z.literal(1), z.literal(0)]),
  }),
  response: launchResponse,
  auth: true,
  effect: 'write',
});
