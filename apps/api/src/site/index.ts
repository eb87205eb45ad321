export { registerSite, type SiteOptions, siteFallback } from './site';
