import * as z from 'zod';
import { imageRef } from './cms';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { money } from './money';
import { recordId } from './record-id';

/**
 * A carousel slide: link (url, target) and images 0 default, 1 at ≥1200px, 2 at ≥992px. The
 * headline (`title`, `subtitle`, in the request's language) is real text the site lays over the image.
 */
export const bannerItem = z.object({
  url: z.string().nullable(),
  target: z.string().nullable(),
  images: z.array(imageRef),
  title: z.string().nullable().optional(),
  subtitle: z.string().nullable().optional(),
});
export type BannerItem = z.infer<typeof bannerItem>;

/** A static content page; `html` is present when the list is asked for with content. */
export const contentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string().optional(),
});
export type ContentItem = z.infer<typeof contentItem>;

/** A group of content pages, e.g. Footer, Story, Terms of use, Terms of service. */
export const contentCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.array(contentItem),
});
export type ContentCategory = z.infer<typeof contentCategory>;

/** A recent big win shown in the top-winners widget. */
export const topWinner = z.object({
  image: z.string(),
  game: z.string(),
  name: z.string(),
  amount: money,
  currencySymbol: z.string(),
});
export type TopWinner = z.infer<typeof topWinner>;

/** POST cms/sliderlist: the slides of one carousel, chosen by slug. */
export const sliderList = defineEndpoint({
  method: 'POST',
  path: 'cms/sliderlist',
  request: z.object({ slug: z.string().min(1) }),
  response: envelope(z.array(bannerItem)),
  auth: false,
  effect: 'read',
});

/** GET cms/categorylist: the content categories with their pages (footer, stories, terms). */
export const categoryList = defineEndpoint({
  method: 'GET',
  path: 'cms/categorylist',
  request: z.object({}),
  response: envelope(z.array(contentCategory)),
  auth: false,
  effect: 'read',
});

/** POST cms/contentlist: the pages of one category; `status: true` lists published pages only. */
export const contentList = defineEndpoint({
  method: 'POST',
  path: 'cms/contentlist',
  request: z.object({ status: z.boolean(), categoryId: recordId }),
  response: envelope(z.array(contentItem)),
  auth: false,
  effect: 'read',
});

/** One static page with its HTML (unsanitised operator HTML: sanitise before rendering). */
export const contentDetailData = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string(),
  /** The page's category, e.g. `Footer` or `Terms of use`. */
  categoryName: z.string(),
});
export type ContentDetail = z.infer<typeof contentDetailData>;

/** POST cms/content: one published page by id, in the request's language; 404 when there is none. */
export const contentDetail = defineEndpoint({
  method: 'POST',
  path: 'cms/content',
  request: z.object({ id: recordId.positive() }),
  response: envelope(contentDetailData),
  auth: false,
  effect: 'read',
});

/** POST transaction/topwinners: the site asks for isLive false, count 40. */
export const topWinners = defineEndpoint({
  method: 'POST',
  path: 'transaction/topwinners',
  request: z.object({ isLive: z.boolean(), count: z.number().int().min(1).max(100) }),
  response: envelope(z.array(topWinner)),
  auth: false,
  effect: 'read',
});
