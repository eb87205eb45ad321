import * as z from 'zod';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { money } from './money';

/** An image reference; relative paths such as `/media/...` or absolute URLs. */
export const imageRef = z.object({ url: z.string().min(1) });
export type ImageRef = z.infer<typeof imageRef>;

/** A casino lobby section, e.g. Slot or Live Casino, and the routes it is shown on. */
export const casinoCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  slugList: z.array(z.string()),
});
export type CasinoCategory = z.infer<typeof casinoCategory>;

/** A language the site offers, e.g. `{ locale: 'tr', name: 'Türkçe' }`. */
export const language = z.object({ locale: z.string().min(2), name: z.string() });
export type Language = z.infer<typeof language>;

/** An operator setting (links, contacts, feature switches). */
export const siteOption = z.object({ key: z.string(), value: z.string(), status: z.boolean() });
export type SiteOption = z.infer<typeof siteOption>;

/** The home popup: images 0 default, 1 large (≥1200px), 2 medium (≥992px); optional link. */
export const popup = z.object({ images: z.array(imageRef), url: z.string().nullable() });
export type Popup = z.infer<typeof popup>;

/** The domain the site runs on, the next alternative domain, and whether this is the main one. */
export const domainStatus = z.object({
  current: z.string(),
  next: z.string().nullable(),
  isMainDomain: z.boolean(),
});
export type DomainStatus = z.infer<typeof domainStatus>;

/** Everything the site needs at start, fetched once (SPEC §3 bootstrap data). */
export const bootstrapData = z.object({
  casinoCategoryList: z.array(casinoCategory),
  languageList: z.array(language),
  siteOption: z.array(siteOption),
  popup: popup.nullable(),
  domainStatus,
  trialBonusAmount: money,
  /**
   * True when a production site takes test payments (ZAR_SANDBOX_PAYMENTS=1): deposits are
   * confirmed on a sandbox page and nobody pays, and the site says so on every page.
   */
  testMode: z.boolean(),
});
export type Bootstrap = z.infer<typeof bootstrapData>;

/** One UI string from the server, overriding the bundled one. */
export const translation = z.object({ key: z.string(), value: z.string() });
export type Translation = z.infer<typeof translation>;

/** GET cms/grouped: the bootstrap data. */
export const bootstrap = defineEndpoint({
  method: 'GET',
  path: 'cms/grouped',
  request: z.object({}),
  response: envelope(bootstrapData),
  auth: false,
  effect: 'read',
  cache: { staleTime: Number.POSITIVE_INFINITY },
});

/** GET cms/translationlist: UI strings in the locale of the `locale` header. */
export const translations = defineEndpoint({
  method: 'GET',
  path: 'cms/translationlist',
  request: z.object({}),
  response: envelope(z.array(translation)),
  auth: false,
  effect: 'read',
  cache: { staleTime: Number.POSITIVE_INFINITY },
});
