export { Footer, type FooterColumn, type FooterLicence, type FooterProps } from './footer';
export type { FooterQuickContacts, FooterSocialLinks } from './footer-contacts';
export {
  contentPageHref,
  type FooterLink,
  type FooterPage,
  footerSiteLinks,
  footerSiteLinksFor,
} from './footer-links';
