import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import type { MediaLibrary } from '../media';
import { registerBanners } from './banners-endpoint';
import { registerBootstrap } from './bootstrap-endpoint';
import { registerCallMeBack } from './call-me-back-endpoint';
import { registerPages } from './pages-endpoints';
import { registerPromotions } from './promotions-endpoint';
import { registerTopWinners } from './top-winners-endpoint';
import { registerTranslations } from './translations-endpoint';

/** The site's content calls: bootstrap, translations, banners, pages, promotions, winners, call-me-back. */
export function registerContent(
  app: FastifyInstance,
  options: { database: DatabaseHandle; media: MediaLibrary; testMode?: boolean },
): void {
  registerBootstrap(app, options);
  registerTranslations(app, options);
  registerBanners(app, options);
  registerPages(app, options);
  registerPromotions(app, options);
  registerTopWinners(app, options);
  registerCallMeBack(app, options);
}
