export {
  contentPageLink,
  defaultUiLinks,
  resolveUiLinks,
  type UiLinkOverrides,
  type UiLinks,
} from './ui-links';
export {
  UiLinksContext,
  useUiLinks,
  ZarUiLinksProvider,
  type ZarUiLinksProviderProps,
} from './use-ui-links';
